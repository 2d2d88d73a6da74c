import { describe, expect, it, vi } from 'vitest';
import { messagingApi } from './api.ts';
import type { MessagingError } from './client.ts';
import { createClient, queryOf } from './client.ts';
import { DEFAULT_CONFIG, EU_ITERABLE_API, resolveConfig } from './config.ts';

type Call = { url: string; init: RequestInit };

function fakeFetch(answers: { status: number; body?: unknown }[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers.shift() ?? { status: 200, body: {} };
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

function setup(answers: { status: number; body?: unknown }[] = [], config = {}) {
  const { fetch, calls } = fakeFetch(answers);
  let n = 0;
  const getJwt = vi.fn(async () => `jwt-${++n}`);
  const client = createClient(resolveConfig(config), { apiKey: 'key-1', email: 'b@x.test', getJwt, fetch });
  const api = messagingApi(client, { appPackageName: 'larder.test', deviceId: 'd-1' });
  return { api, calls, getJwt, client };
}

describe('messaging config (spec section 3)', () => {
  it('defaults to logLevel none, not the EU service, no escaping popups, our own /api', () => {
    expect(DEFAULT_CONFIG).toEqual({
      logLevel: 'none',
      baseURL: '/api',
      isEuIterableService: false,
      dangerouslyAllowJsPopups: false,
    });
    expect(resolveConfig({ baseURL: undefined }).baseURL).toBe('/api');
  });

  it('sends to the fixed EU address when isEuIterableService is on, whatever the base URL', async () => {
    const { api, calls } = setup([], { isEuIterableService: true, baseURL: 'https://elsewhere.test/api' });
    await api.track({ eventName: 'x' });
    expect(calls[0]!.url).toBe(`${EU_ITERABLE_API}/events/track`);
  });
});

describe('messaging client', () => {
  it('sends the key, the JWT and the e-mail of the signed-in user', async () => {
    const { api, calls } = setup();
    await api.track({ eventName: 'Viewed', dataFields: { a: 1 } });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('/api/events/track');
    expect(headers['Api-Key']).toBe('key-1');
    expect(headers.Authorization).toBe('Bearer jwt-1');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      eventName: 'Viewed',
      dataFields: { a: 1 },
      email: 'b@x.test',
    });
  });

  it('puts array params as repeated keys (spec section 7)', async () => {
    expect(queryOf({ placementIds: [1, 2], platform: 'Web', none: undefined })).toBe(
      '?placementIds=1&placementIds=2&platform=Web',
    );
    const { api, calls } = setup([{ status: 200, body: { placements: [] } }]);
    await api.getEmbeddedMessages([1, 2]);
    const url = new URL(calls[0]!.url, 'http://h');
    expect(url.pathname).toBe('/api/embedded-messaging/messages');
    expect(url.searchParams.getAll('placementIds')).toEqual(['1', '2']);
    expect(url.searchParams.get('platform')).toBe('Web');
    expect(url.searchParams.get('packageName')).toBe('larder.test');
    expect(url.searchParams.get('sdkVersion')).toBeTruthy();
  });

  it('asks getMessages for 20 messages', async () => {
    const { api, calls } = setup([{ status: 200, body: { inAppMessages: [] } }]);
    await api.getMessages();
    const url = new URL(calls[0]!.url, 'http://h');
    expect(url.pathname).toBe('/api/inApp/web/getMessages');
    expect(url.searchParams.get('count')).toBe('20');
    expect(url.searchParams.get('email')).toBe('b@x.test');
  });

  it('on a 401 gets a new JWT and sends the call again (spec section 8)', async () => {
    const { api, calls, getJwt } = setup([{ status: 401, body: { msg: 'Invalid JWT' } }, { status: 200 }]);
    await api.trackInAppOpen('m-1');
    expect(getJwt).toHaveBeenCalledTimes(2);
    expect(calls).toHaveLength(2);
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer jwt-2');
  });

  it('rejects a non-2xx answer with "Request failed with status code N" and its data', async () => {
    const { api } = setup([{ status: 400, body: { msg: 'Invalid API Key', code: 'BadApiKey' } }]);
    const error = (await api.track({ eventName: 'x' }).catch((e: unknown) => e)) as MessagingError;
    expect(error.message).toBe('Request failed with status code 400');
    expect(error.response).toEqual({ status: 400, data: { msg: 'Invalid API Key', code: 'BadApiKey' } });
  });

  it('reports a network failure as "Network Error"', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('failed');
    });
    const client = createClient(DEFAULT_CONFIG, {
      apiKey: 'k',
      email: 'e@x.test',
      getJwt: async () => 't',
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await expect(client.request({ method: 'GET', path: '/x' })).rejects.toThrow('Network Error');
  });
});

describe('client-side checks (spec sections 5 and 8)', () => {
  async function rejection(promise: Promise<unknown>) {
    return (await promise.catch((e: unknown) => e)) as MessagingError;
  }

  it('collects every error, does not send, and rejects with the synthetic 400', async () => {
    const { api, calls, getJwt } = setup();
    const error = await rejection(
      api.updateCart([{ id: 1, name: 'x', price: '3', quantity: undefined } as never]),
    );
    expect(calls).toHaveLength(0);
    expect(getJwt).not.toHaveBeenCalled();
    expect(error.message).toBe('Client-side error');
    expect(error.response?.status).toBe(400);
    expect(error.response?.data).toMatchObject({ code: 'GenericError', msg: 'Client-side error' });
    expect(error.response?.data.clientErrors?.map((e) => e.field)).toEqual([
      'items[0].id',
      'items[0].price',
      'items[0].quantity',
    ]);
  });

  it('a purchase needs items and total; an event needs eventName; an e-mail change a non-empty newEmail', async () => {
    const { api, calls } = setup();
    const purchase = await rejection(api.trackPurchase(undefined as never, undefined as never));
    expect(purchase.response?.data.clientErrors?.map((e) => e.field)).toEqual(['items', 'total']);
    const event = await rejection(api.track({ eventName: '' }));
    expect(event.response?.data.clientErrors?.map((e) => e.field)).toEqual(['eventName']);
    const email = await rejection(api.updateEmail('  '));
    expect(email.response?.data.clientErrors?.map((e) => e.field)).toEqual(['newEmail']);
    expect(calls).toHaveLength(0);
  });

  it('user update: dataFields object, mergeNestedObjects boolean; preferUserId true, userId and email removed', async () => {
    const { api, calls } = setup();
    const bad = await rejection(
      api.updateUser({ dataFields: [] as never, mergeNestedObjects: 'yes' as never }),
    );
    expect(bad.response?.data.clientErrors?.map((e) => e.field)).toEqual([
      'dataFields',
      'mergeNestedObjects',
    ]);
    await api.updateUser({ dataFields: { a: 1 }, userId: 'u', email: 'other@x.test' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      dataFields: { a: 1 },
      preferUserId: true,
      email: 'b@x.test',
    });
  });

  it('subscriptions: arrays of numbers and numeric ids; userId and email removed', async () => {
    const { api, calls } = setup();
    const bad = await rejection(
      api.updateSubscriptions({
        emailListIds: ['1'],
        campaignId: 'c',
        templateId: 2,
        unsubscribedChannelIds: [3],
      }),
    );
    expect(bad.response?.data.clientErrors?.map((e) => e.field)).toEqual(['emailListIds', 'campaignId']);
    await api.updateSubscriptions({ emailListIds: [1], userId: 'u' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ emailListIds: [1], email: 'b@x.test' });
  });

  it('a click or dismiss needs messageId; a session needs id, start and end', async () => {
    const { api, calls } = setup();
    expect((await rejection(api.embeddedClick('', 'b', '/x'))).response?.status).toBe(400);
    expect((await rejection(api.embeddedDismiss(''))).response?.status).toBe(400);
    const session = await rejection(
      api.embeddedSession({ session: { id: '', start: 1, end: 'x' as never }, impressions: [] }),
    );
    expect(session.response?.data.clientErrors?.map((e) => e.field)).toEqual(['session.id', 'session.end']);
    expect(calls).toHaveLength(0);
  });

  it('delivery sends {messageId, deviceInfo: {appPackageName}}', async () => {
    const { api, calls } = setup();
    await api.trackInAppDelivery('m-9');
    expect(calls[0]!.url).toBe('/api/events/trackInAppDelivery');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      messageId: 'm-9',
      deviceInfo: { appPackageName: 'larder.test' },
      email: 'b@x.test',
    });
  });
});
