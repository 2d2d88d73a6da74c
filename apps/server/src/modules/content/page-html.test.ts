import { describe, expect, it } from 'vitest';
import { escapeHtml, renderPageHtml, scriptSafeJson } from './page-html.ts';

const settings = { headerUrl: '/h', footerUrl: '/f', globalSettingsUrl: '/g', storeName: 'Larder' };

describe('scriptSafeJson', () => {
  it('keeps every character that could end the script or start a comment out, and round-trips', () => {
    const value = { text: '</script><!-- & \u2028\u2029 >' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('escapeHtml', () => {
  it('escapes markup and both quote kinds', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderPageHtml', () => {
  it('renders only title, meta and link tags, with safe attribute names', () => {
    const html = renderPageHtml('<html><head><TITLE>Old</TITLE></head><body></body></html>', {
      head: [
        { elementTag: 'title', innerContent: 'New', elementAttributes: {} },
        { elementTag: 'script', innerContent: 'alert(1)', elementAttributes: {} },
        {
          elementTag: 'meta',
          innerContent: null,
          elementAttributes: { name: 'x', 'on load': 'y', content: 'z' },
        },
      ],
      settings,
    });
    expect(html).not.toContain('Old');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('<title>New</title>');
    expect(html).toContain('<meta name="x" content="z">');
  });

  it('writes module preloads and the initial data as JSON that cannot end its script element', () => {
    const evil = '</script><script>alert(1)</script><!-- \u2028';
    const html = renderPageHtml('<html><head></head><body></body></html>', {
      head: [],
      settings,
      modulePreloads: ['/assets/a.js', '/assets/"b".js'],
      initialData: { url: '/x/', status: 200, pageModel: { name: evil }, globalSettings: {} },
    });
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/&quot;b&quot;.js">');
    expect(html).not.toContain('<script>alert(1)');
    const json = /<script type="application\/json" id="larder-initial-data">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({
      url: '/x/',
      status: 200,
      pageModel: { name: evil },
      globalSettings: {},
    });
    expect(html.indexOf('larder-initial-data')).toBeLessThan(html.indexOf('</head>'));
  });

  it('writes no initial data or preloads when there are none', () => {
    const html = renderPageHtml('<html><head></head><body></body></html>', { head: [], settings });
    expect(html).not.toContain('larder-initial-data');
    expect(html).not.toContain('modulepreload');
  });
});
