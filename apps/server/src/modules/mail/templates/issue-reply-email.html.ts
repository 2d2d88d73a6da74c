import { Body, Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import type { IssueReplyEmailView } from './issue-reply-email.view.ts';

// Built with createElement like the order e-mail (ADR 036): React escapes every text, so a reply cannot inject markup.

const body: CSSProperties = { backgroundColor: '#f5f5f4', fontFamily: 'Helvetica, Arial, sans-serif' };
const text: CSSProperties = { fontSize: '14px', lineHeight: '20px', color: '#1c1917', margin: '0 0 12px' };
const card: CSSProperties = {
  backgroundColor: '#ffffff',
  border: '1px solid #e7e5e4',
  borderRadius: '8px',
  padding: '16px 20px',
  margin: '12px 0',
};

function issueReplyEmail(view: IssueReplyEmailView): ReactNode {
  return h(
    Html,
    { lang: 'en' },
    h(Head, null, h('title', null, view.subject)),
    h(Preview, null, view.intro),
    h(
      Body,
      { style: body },
      h(
        Container,
        { style: { maxWidth: '640px', padding: '16px' } },
        h(Text, { style: text }, view.greeting),
        h(Text, { style: text }, view.intro),
        h(
          Section,
          { style: card },
          h(Text, { style: { ...text, whiteSpace: 'pre-wrap', margin: 0 } }, view.reply),
        ),
        view.credits.length > 0
          ? h(
              Section,
              { style: card },
              h(Text, { style: { ...text, fontWeight: 'bold' } }, 'Credits on this order'),
              ...view.credits.map((credit, index) =>
                h(Text, { key: index, style: { ...text, margin: '0 0 4px' } }, credit),
              ),
            )
          : null,
        h(Text, { style: text }, h(Link, { href: view.url }, 'See the order')),
        h(Text, { style: { ...text, color: '#57534e', fontSize: '13px' } }, 'Larder Foodservice'),
      ),
    ),
  );
}

/** The HTML part of the reply e-mail, rendered by React Email (ADR 036). */
export function issueReplyEmailHtml(view: IssueReplyEmailView): Promise<string> {
  return render(issueReplyEmail(view));
}
