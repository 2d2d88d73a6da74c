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
    const html = renderPageHtml(
      '<html><head><TITLE>Old</TITLE></head><body></body></html>',
      [
        { elementTag: 'title', innerContent: 'New', elementAttributes: {} },
        { elementTag: 'script', innerContent: 'alert(1)', elementAttributes: {} },
        {
          elementTag: 'meta',
          innerContent: null,
          elementAttributes: { name: 'x', 'on load': 'y', content: 'z' },
        },
      ],
      settings,
    );
    expect(html).not.toContain('Old');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('<title>New</title>');
    expect(html).toContain('<meta name="x" content="z">');
  });
});
