import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  SHEET_HEAD,
  SHEET_TAIL,
  deflatedEntry,
  inlineRow,
  longSheetEntry,
  repeatedEntry,
  sharedStringsEntry,
  workbookEntries,
  zipOf,
} from '../apps/server/src/test-support/workbook-files.ts';
import { signIn, startServer } from './lib/server-process.ts';

/**
 * Guide import benchmark (issue 13, ADR 011): hostile .xlsx uploads against the real server on
 * PostgreSQL. First each file alone: the server's resident memory before the upload and its peak during
 * it (VmHWM in /proc/<pid>/status, reset before each upload through clear_refs), with the answer. Then ten
 * users upload hostile files over and over, at once, while another user's GETs are timed against the same
 * GETs on the idle server. Targets: no hostile upload adds more than 100 MB to the peak; under the ten, every
 * GET is answered and their p95 stays under 1 s. The load average is printed: on a busy machine it explains
 * a slow p95.
 */

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_IMPORT_PORT ?? 3238);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MB = 1024 * 1024;
const TARGET_PEAK_MB = 100;
const TARGET_P95_MS = 1000;
const WRITE = { 'x-requested-with': 'larder-web' };

/** The hostile files, each a workbook upload the server must refuse cheaply. */
function hostileFiles(): { label: string; content: Buffer }[] {
  const spaces = { unit: Buffer.alloc(MB, ' '), times: 1024 };
  const header = deflatedEntry('sheet', `${SHEET_HEAD}${inlineRow(1, ['Product SKU'])}${SHEET_TAIL}`);
  const tiny = Array.from({ length: Math.floor((15.9 * MB) / 17) }, () => 'a');
  return [
    {
      label: 'sheet unpacking to 1 GiB',
      content: zipOf(
        workbookEntries(repeatedEntry('sheet', { head: SHEET_HEAD, ...spaces, tail: SHEET_TAIL })),
      ),
    },
    {
      label: 'shared strings unpacking to 1 GiB',
      content: zipOf(
        workbookEntries(
          header,
          repeatedEntry('strings', { head: '<sst><si><t>', ...spaces, tail: '</t></si></sst>' }),
        ),
      ),
    },
    {
      label: '15.9 MB of one-letter shared strings',
      content: zipOf(workbookEntries(header, sharedStringsEntry(tiny))),
    },
    {
      label: '380,000 rows',
      content: zipOf(workbookEntries(longSheetEntry(380_000), sharedStringsEntry(['100001']))),
    },
    {
      label: 'zip that is not a workbook',
      content: zipOf([deflatedEntry('notes/readme.txt', 'not a workbook '.repeat(100_000))]),
    },
  ];
}

function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf-8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Resets the process's peak resident size to its current one (Linux clear_refs); false where refused. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function uploadFile(baseUrl: string, cookie: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'guide.xlsx');
  const response = await fetch(`${baseUrl}/web-api/order-guide/import-file`, {
    method: 'POST',
    headers: { cookie, ...WRITE },
    body: form,
  });
  const body = (await response.json()) as { error?: { message: string; fields?: { file?: string } } };
  return { status: response.status, message: body.error?.fields?.file ?? body.error?.message ?? 'imported' };
}

/** Signed-in demo buyers of organizations not on hold, one per organization, each with it chosen. */
async function buyers(baseUrl: string, count: number): Promise<string[]> {
  const staff = await signIn(baseUrl, 'staff@larder.test', 'larder-demo');
  const post = async (path: string, cookie: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { cookie, ...WRITE, 'content-type': 'application/json' },
      body: '{}',
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return response.json();
  };
  const organizations = (await post('/web-api/impersonation/organizations', staff)) as {
    id: string;
    isOnHold: boolean;
    customerCount: number;
  }[];
  const emails = new Set<string>();
  const cookies: string[] = [];
  for (const organization of organizations.filter((o) => !o.isOnHold && o.customerCount > 0)) {
    if (cookies.length === count) break;
    const customers = (await post(
      `/web-api/impersonation/customers?organizationId=${organization.id}`,
      staff,
    )) as { email: string }[];
    const email = customers.find((customer) => !emails.has(customer.email))?.email;
    if (!email) continue;
    emails.add(email);
    const cookie = await signIn(baseUrl, email, 'larder-demo');
    await post(`/web-api/organization/set?value=${organization.id}`, cookie);
    cookies.push(cookie);
  }
  if (cookies.length < count) throw new Error(`found ${cookies.length} buyers, need ${count}`);
  return cookies;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Times GETs of the guide listing, one after another, until `until` resolves; p95 and failures. */
async function timedGets(baseUrl: string, cookie: string, until: Promise<unknown>) {
  let done = false;
  void until.then(() => (done = true));
  const times: number[] = [];
  let failures = 0;
  while (!done) {
    const start = performance.now();
    const response = await fetch(`${baseUrl}/web-api/order-guide/listing`, { headers: { cookie } });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (!response.ok) failures += 1;
  }
  times.sort((a, b) => a - b);
  return { count: times.length, p95Ms: percentile(times, 95), maxMs: times.at(-1) ?? NaN, failures };
}

/** Runs the benchmark and prints its figures; true when every target is met. */
export async function main(): Promise<boolean> {
  const files = hostileFiles();
  const server = await startServer(
    { kind: 'postgres', adminUrl: POSTGRES_URL },
    { port: PORT, env: { DEMO_SKUS: '500' } },
  );
  try {
    const [reader, ...uploaders] = await buyers(server.baseUrl, 11);
    // Warm-up: a normal import, so the first measured one does not pay for compiling the reader.
    const normal = zipOf(workbookEntries(longSheetEntry(100), sharedStringsEntry(['100001'])));
    await uploadFile(server.baseUrl, uploaders[0]!, normal);

    console.info('import: each hostile file alone (server RSS before, peak during, MB)');
    let worstPeakMb = 0;
    for (const file of files) {
      const before = memoryOf(server.pid);
      const reset = resetPeak(server.pid);
      const start = performance.now();
      const answer = await uploadFile(server.baseUrl, uploaders[0]!, file.content);
      const ms = performance.now() - start;
      const after = memoryOf(server.pid);
      const added = after.peakMb - before.rssMb;
      if (reset) worstPeakMb = Math.max(worstPeakMb, added);
      console.info(
        `  ${file.label.padEnd(38)} ${(file.content.length / MB).toFixed(2)} MB upload: ${answer.status} ` +
          `'${answer.message}' in ${ms.toFixed(0)} ms; RSS ${before.rssMb.toFixed(0)} -> peak ` +
          `${after.peakMb.toFixed(0)} (+${added.toFixed(0)})${reset ? '' : ' (peak not reset: clear_refs refused)'}`,
      );
    }

    const idle = await timedGets(
      server.baseUrl,
      reader!,
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    );
    resetPeak(server.pid);
    const before = memoryOf(server.pid);
    const deadline = Date.now() + SECONDS * 1000;
    let uploads = 0;
    const statuses = new Map<number, number>();
    const storm = Promise.all(
      uploaders.map(async (cookie, index) => {
        for (let round = 0; Date.now() < deadline; round++) {
          const file = files[(index + round) % files.length]!;
          const { status } = await uploadFile(server.baseUrl, cookie, file.content);
          uploads += 1;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const busy = await timedGets(server.baseUrl, reader!, storm);
    const after = memoryOf(server.pid);
    const [one, five] = loadavg();
    console.info(
      `  ten users, ${SECONDS} s: ${uploads} hostile uploads (${[...statuses].map(([s, n]) => `${n}x ${s}`).join(', ')}); ` +
        `RSS ${before.rssMb.toFixed(0)} -> peak ${after.peakMb.toFixed(0)} MB`,
    );
    console.info(
      `  another user's GETs: idle p95 ${idle.p95Ms.toFixed(0)} ms (${idle.count}); under the uploads p95 ` +
        `${busy.p95Ms.toFixed(0)} ms, max ${busy.maxMs.toFixed(0)} ms (${busy.count}, ${busy.failures} failed)` +
        ` (load average ${one!.toFixed(2)} / ${five!.toFixed(2)})`,
    );
    const peakOk = worstPeakMb <= TARGET_PEAK_MB;
    const getsOk = busy.failures === 0 && busy.p95Ms <= TARGET_P95_MS;
    console.info(
      `  worst peak added ${worstPeakMb.toFixed(0)} MB / ${TARGET_PEAK_MB} MB target = ` +
        `${(worstPeakMb / TARGET_PEAK_MB).toFixed(2)}; GET p95 under load ${busy.p95Ms.toFixed(0)} / ` +
        `${TARGET_P95_MS} ms = ${(busy.p95Ms / TARGET_P95_MS).toFixed(2)}: ${peakOk && getsOk ? 'met' : 'MISSED'}`,
    );
    return peakOk && getsOk;
  } finally {
    await server.stop();
  }
}
