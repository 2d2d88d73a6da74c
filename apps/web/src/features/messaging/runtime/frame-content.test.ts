// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { HELD_STYLE, applyStyles, prepareHtml } from './frame-content.ts';

describe('message HTML under the storefront CSP', () => {
  it('holds inline styles, takes <style> and <script> out, and applies the styles through CSSOM', () => {
    const prepared = prepareHtml(
      '<style>h2{color:red}</style><div style="padding:16px"><h2 class="t" STYLE = "margin:0">Hi</h2><script>alert(1)</script></div>',
    );
    expect(prepared.css).toEqual(['h2{color:red}']);
    expect(prepared.html).not.toMatch(/ style\s*=|<script|<style/i);
    expect(prepared.html).toContain(`${HELD_STYLE}="padding:16px"`);

    const doc = document.implementation.createHTMLDocument('');
    doc.open();
    doc.write(prepared.html);
    doc.close();
    applyStyles(doc, prepared.css);
    expect(doc.querySelector('div')!.style.padding).toBe('16px');
    expect(doc.querySelector('h2')!.style.margin).toBe('0px');
    expect(doc.querySelector(`[${HELD_STYLE}]`)).toBeNull();
  });
});
