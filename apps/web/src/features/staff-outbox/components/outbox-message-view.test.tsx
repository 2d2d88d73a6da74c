import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SandboxedHtml } from './outbox-message-view.tsx';

describe('SandboxedHtml', () => {
  it('shows an e-mail’s HTML only inside a sandboxed frame, never as markup of the page', () => {
    const hostile = '<p onclick="steal()">Hi</p><script>alert(document.cookie)</script>';
    const markup = renderToStaticMarkup(<SandboxedHtml html={hostile} subject="Hello" />);
    expect(markup).toMatch(/^<iframe [^>]*sandbox=""/);
    expect(markup).not.toContain('<script>');
    expect(markup).not.toContain('<p onclick');
    expect(markup).toContain('srcDoc="&lt;p onclick=&quot;steal()&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;');
  });

  it('takes out the styles the frame’s CSP would block, and keeps the rest', () => {
    const styled =
      '<html><head><style type="text/css">p { color: red }</style><link rel="stylesheet" href="/x.css"></head>' +
      '<body><p style="color: blue">Order W5000001</p><table><tr><td STYLE=\'padding: 4px\'>1 CS</td></tr></table></body></html>';
    const markup = renderToStaticMarkup(<SandboxedHtml html={styled} subject="Order W5000001" />);
    expect(markup).not.toContain('style');
    expect(markup).toContain('Order W5000001');
    expect(markup).toContain('&lt;td&gt;1 CS&lt;/td&gt;');
  });
});
