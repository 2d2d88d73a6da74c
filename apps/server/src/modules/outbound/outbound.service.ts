import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup as dnsLookupAsync } from 'node:dns/promises';
import { Agent, fetch as undiciFetch, type RequestInit, type Response } from 'undici';
import { addressRefusal, literalAddressOf, type OutboundPolicy } from './outbound-address.ts';

export type { OutboundPolicy } from './outbound-address.ts';

/** An outbound request refused because of where it would go; never worth retrying. */
export class OutboundRefusedError extends Error {
  override readonly name = 'OutboundRefusedError';
}

/** A URL the server may fetch, or why not (a sentence for a field error or a delivery log). */
export type OutboundCheck = { ok: true; url: URL } | { ok: false; reason: string };

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/** The URL as the server would fetch it, or why not, without looking its host up. */
function parseTarget(raw: string): OutboundCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'Give a full http:// or https:// address.' };
  }
  if (!ALLOWED_PROTOCOLS.has(url.protocol))
    return { ok: false, reason: 'Use an http:// or https:// address.' };
  return { ok: true, url };
}

/**
 * Checks an address the server is asked to call (a webhook, an image to pull): http or https, and every
 * address its host resolves to public (addressRefusal). Run where the address is registered, so staff see
 * the refusal at once; outboundFetch checks again as it connects.
 */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy): Promise<OutboundCheck> {
  const parsed = parseTarget(raw);
  if (!parsed.ok) return parsed;
  const literal = literalAddressOf(parsed.url);
  if (literal) {
    const refusal = addressRefusal(literal, policy);
    return refusal ? { ok: false, reason: `The address is not reachable from here: ${refusal}.` } : parsed;
  }
  let addresses: LookupAddress[];
  try {
    addresses = await dnsLookupAsync(parsed.url.hostname, { all: true, verbatim: true });
  } catch {
    return { ok: false, reason: `The host ${parsed.url.hostname} does not resolve.` };
  }
  for (const { address } of addresses) {
    const refusal = addressRefusal(address, policy);
    if (refusal) return { ok: false, reason: `The address is not reachable from here: ${refusal}.` };
  }
  return parsed;
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for the connection itself that refuses a host with any non-public address, so the socket
 * connects to an address that was just checked: a DNS answer that changes between the registration check
 * and the connection (rebinding) is checked again here, and a refused one never gets a socket.
 */
export function guardedLookup(policy: OutboundPolicy, resolve: typeof dnsLookup = dnsLookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.map((a) => addressRefusal(a.address, policy)).find(Boolean);
      if (refused || addresses.length === 0) {
        return callback(new OutboundRefusedError(refused ?? `${hostname} has no address`), []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

// One connection pool per policy, made when first needed and kept for the process.
const agents = new Map<boolean, Agent>();

function agentFor(policy: OutboundPolicy): Agent {
  let agent = agents.get(policy.allowPrivate);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guardedLookup(policy) }, keepAliveTimeout: 4_000 });
    agents.set(policy.allowPrivate, agent);
  }
  return agent;
}

/** The outbound refusal an error is or was caused by, or null. */
function refusalIn(error: unknown): OutboundRefusedError | null {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof OutboundRefusedError) return e;
  return null;
}

/**
 * Every request the server makes to an address it was given goes through here: the address is checked,
 * the connection goes only to a checked address, and redirects are never followed (a 3xx is the answer).
 * Throws OutboundRefusedError for a refused address, and fetch's own errors otherwise.
 */
export async function outboundFetch(
  raw: string,
  init: Omit<RequestInit, 'dispatcher' | 'redirect'>,
  policy: OutboundPolicy,
): Promise<Response> {
  const check = await checkOutboundUrl(raw, policy);
  if (!check.ok) throw new OutboundRefusedError(check.reason);
  try {
    return await undiciFetch(check.url, { ...init, redirect: 'manual', dispatcher: agentFor(policy) });
  } catch (error) {
    // undici wraps what the lookup refused in its own 'fetch failed'; callers see the refusal itself.
    throw refusalIn(error) ?? error;
  }
}

/** An outbound answer larger than the caller allows. */
export class OutboundTooLargeError extends Error {
  override readonly name = 'OutboundTooLargeError';
}

/**
 * Reads an outbound answer's body into memory, at most `maxBytes` (an image pull, a document): a larger
 * declared length is refused before reading, and a body that grows past the limit is cut off mid-stream, so
 * a hostile server can never make the process hold more than the limit.
 */
export async function readBoundedBody(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new OutboundTooLargeError(`the answer is ${declared} bytes, more than ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += (chunk as Uint8Array).byteLength;
    if (size > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw new OutboundTooLargeError(`the answer is more than ${maxBytes} bytes`);
    }
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
