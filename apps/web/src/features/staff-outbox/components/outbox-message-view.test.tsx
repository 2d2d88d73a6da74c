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
});
