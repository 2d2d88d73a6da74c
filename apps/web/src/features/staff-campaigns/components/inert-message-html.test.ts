import { describe, expect, it } from 'vitest';
import { inertMessageHtml } from './inert-message-html.ts';

describe('inertMessageHtml', () => {
  it('renames style attributes and cuts <style> elements out, leaving text alone', () => {
    const { srcDoc, sheets } = inertMessageHtml(
      '<style>p{color:red}</style><div class="a" style="padding:4px"><p STYLE=\'margin:0\'>style=here</p></div>',
    );
    expect(sheets).toEqual(['p{color:red}']);
    expect(srcDoc).toBe(
      '<div class="a" data-larder-style="padding:4px"><p data-larder-style=\'margin:0\'>style=here</p></div>',
    );
  });
});
