// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, navigationTypeOf, takeInitialData } from './initial-data.ts';

const pageModel = {
  content: { name: 'About </script> Us', pageType: 'StandardPage', properties: {} },
  metaDataInfo: [],
  currentUser: { isAuthenticated: false },
  originalUser: { isAuthenticated: false },
};
const globalSettings = { siteAlert: null, featureFlags: {}, storeName: 'Larder' };

/** The JSON as the server writes it: `<`, `>`, `&` and the line separators escaped. */
function scriptSafe(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function embed(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_DATA_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('takeInitialData', () => {
  it('gives the page model with its status and the global settings written for this URL, once', () => {
    embed(scriptSafe({ url: '/about-us/?a=1', status: 200, pageModel, globalSettings }));
    expect(takeInitialData(document, '/about-us/?a=1', 'navigate')).toEqual({
      page: { status: 200, model: pageModel },
      globalSettings,
    });
    expect(document.getElementById(INITIAL_DATA_ELEMENT_ID)).toBeNull();
    expect(takeInitialData(document, '/about-us/?a=1', 'navigate')).toBeNull();
  });

  it('gives the not-found model with its 404 status', () => {
    const notFound = { ...pageModel, content: { ...pageModel.content, pageType: 'NotFoundPage' } };
    embed(scriptSafe({ url: '/nowhere/', status: 404, pageModel: notFound, globalSettings }));
    expect(takeInitialData(document, '/nowhere/', 'reload')?.page).toEqual({ status: 404, model: notFound });
  });

  it('gives nothing for another URL, and removes it all the same', () => {
    embed(scriptSafe({ url: '/about-us/', status: 200, pageModel, globalSettings }));
    expect(takeInitialData(document, '/contact/', 'navigate')).toBeNull();
    expect(document.getElementById(INITIAL_DATA_ELEMENT_ID)).toBeNull();
  });

  it('gives nothing on a back/forward navigation, whose HTML may come from the cache', () => {
    embed(scriptSafe({ url: '/about-us/', status: 200, pageModel, globalSettings }));
    expect(takeInitialData(document, '/about-us/', 'back_forward')).toBeNull();
  });

  it('gives nothing when there is none, or it is not what the server writes', () => {
    expect(takeInitialData(document, '/', 'navigate')).toBeNull();
    for (const text of [
      '{not json',
      scriptSafe({ url: '/', status: 200, pageModel: { content: {} }, globalSettings }),
      scriptSafe({ url: '/', status: 200, pageModel }),
      scriptSafe({ url: '/', pageModel, globalSettings }),
      scriptSafe([pageModel]),
    ]) {
      embed(text);
      expect(takeInitialData(document, '/', 'navigate'), text).toBeNull();
    }
  });
});

describe('navigationTypeOf', () => {
  it("reads the navigation entry's type", () => {
    const perf = { getEntriesByType: () => [{ type: 'back_forward' }] } as unknown as Performance;
    expect(navigationTypeOf(perf)).toBe('back_forward');
    expect(navigationTypeOf({ getEntriesByType: () => [] } as unknown as Performance)).toBeUndefined();
  });
});
