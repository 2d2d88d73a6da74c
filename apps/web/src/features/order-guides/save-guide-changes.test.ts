// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveGuideChanges } from './save-guide-changes.ts';

const body = { id: 7, name: 'Weekly', categories: [] };

/** Answers the update call with this response, and records the call. */
function answer(response: () => Response) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveGuideChanges (spec section 8: guide save)', () => {
  it('an empty answer is the plain toast "Unexpected error." (no error style)', async () => {
    const fetch = answer(() => new Response('', { status: 200 }));
    await expect(saveGuideChanges(body)).resolves.toStrictEqual({
      saved: false,
      toast: 'Unexpected error.',
    });
    expect(fetch).toHaveBeenCalledWith(
      '/web-api/order-guide/update',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it('an empty 204 answer is "Unexpected error." too', async () => {
    answer(() => new Response(null, { status: 204 }));
    await expect(saveGuideChanges(body)).resolves.toStrictEqual({
      saved: false,
      toast: 'Unexpected error.',
    });
  });

  it('an answer the page cannot read is the plain "Unexpected error." too', async () => {
    answer(() => new Response('<html>', { status: 200 }));
    await expect(saveGuideChanges(body)).resolves.toStrictEqual({
      saved: false,
      toast: 'Unexpected error.',
    });
  });

  it('an answer with an error field is the error-style toast "Error saving order guide: {error}"', async () => {
    answer(() => Response.json({ success: false, id: null, error: 'The guide is locked.' }));
    await expect(saveGuideChanges(body)).resolves.toStrictEqual({
      saved: false,
      toast: 'Error saving order guide: The guide is locked.',
      style: 'error',
    });
  });

  it("the server's refusal carries its error message into the same toast", async () => {
    answer(() =>
      Response.json(
        { error: { code: 'NOT_FOUND', message: 'The order guide was not found.' } },
        { status: 404 },
      ),
    );
    await expect(saveGuideChanges(body)).resolves.toStrictEqual({
      saved: false,
      toast: 'Error saving order guide: The order guide was not found.',
      style: 'error',
    });
  });

  it('a saved guide answers its id', async () => {
    answer(() => Response.json({ success: true, id: 7, error: null }));
    await expect(saveGuideChanges(body)).resolves.toEqual({ saved: true, id: 7 });
  });
});
