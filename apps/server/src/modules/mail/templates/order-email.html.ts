import { ESTIMATED_MARK, countText, pendingCountText } from '@larder/domain';
import {
  Body,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { createElement as h, type CSSProperties, type ReactNode } from 'react';
import type {
  OrderEmailLine,
  OrderEmailOrder,
  OrderEmailTotals,
  OrderEmailView,
} from './order-email.view.ts';

// Node runs our TypeScript by stripping types, which leaves JSX alone, so the templates build their elements
// with createElement (`h`); React escapes every text it is given, so no name or note can inject markup.

const colors = { ink: '#1c1917', muted: '#57534e', line: '#e7e5e4', accent: '#9a3412', warn: '#92400e' };
const body: CSSProperties = { backgroundColor: '#f5f5f4', fontFamily: 'Helvetica, Arial, sans-serif' };
const card: CSSProperties = {
  backgroundColor: '#ffffff',
  border: `1px solid ${colors.line}`,
  borderRadius: '8px',
  padding: '20px',
  margin: '16px 0',
};
const small: CSSProperties = { color: colors.muted, fontSize: '13px', lineHeight: '18px', margin: '0' };
const cell: CSSProperties = { fontSize: '14px', lineHeight: '20px', color: colors.ink, padding: '6px 4px' };
const right: CSSProperties = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' };
const estMark: CSSProperties = { color: colors.warn, fontSize: '12px', fontWeight: 'bold' };

function amount(text: string, estimated: boolean): ReactNode {
  return estimated ? [text, ' ', h('span', { key: 'est', style: estMark }, ESTIMATED_MARK)] : text;
}

function fact(label: string, value: ReactNode): ReactNode {
  return h(Row, {
    key: label,
    children: [
      h(
        Column,
        { key: 'label', style: { ...small, width: '38%', padding: '2px 0', verticalAlign: 'top' } },
        label,
      ),
      h(Column, { key: 'value', style: { ...cell, padding: '2px 0' } }, value),
    ],
  });
}

function lineRow(line: OrderEmailLine, index: number): ReactNode {
  return h(
    'tr',
    { key: index, style: { borderTop: `1px solid ${colors.line}` } },
    h(
      'td',
      { style: cell },
      h('strong', null, line.title),
      h('br'),
      h('span', { style: small }, `SKU ${line.sku}${line.pack ? ` · ${line.pack}` : ''}`),
    ),
    h('td', { style: right }, `${line.quantity} ${line.unit}`),
    h('td', { style: right }, line.unitPrice),
    h('td', { style: right }, line.pricePending ? line.lineTotal : amount(line.lineTotal, line.estimated)),
  );
}

function linesTable(lines: readonly OrderEmailLine[]): ReactNode {
  const head = (text: string, align: 'left' | 'right') =>
    h('th', { style: { ...small, textAlign: align, padding: '6px 4px' } }, text);
  return h(
    'table',
    {
      width: '100%',
      cellPadding: 0,
      cellSpacing: 0,
      role: 'presentation',
      style: { borderCollapse: 'collapse' },
    },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        head('Item', 'left'),
        head('Quantity', 'right'),
        head('Unit price', 'right'),
        head('Total', 'right'),
      ),
    ),
    h('tbody', null, lines.map(lineRow)),
  );
}

function totalsBlock(totals: OrderEmailTotals, pendingNote: string, label = 'Total'): ReactNode {
  const row = (name: string, value: ReactNode, strong = false) =>
    h(
      'tr',
      { key: name },
      h('td', { style: { ...cell, textAlign: 'right', width: '70%' } }, name),
      h('td', { style: { ...right, fontWeight: strong ? 'bold' : 'normal' } }, value),
    );
  return h(
    Section,
    null,
    h(
      'table',
      { width: '100%', cellPadding: 0, cellSpacing: 0, role: 'presentation' },
      h(
        'tbody',
        null,
        row('Subtotal', amount(totals.subtotal, totals.estimated)),
        row('Shipping', totals.shipping),
        row(label, amount(totals.total, totals.estimated), true),
      ),
    ),
    totals.pendingCount > 0
      ? h(
          Text,
          { style: { ...small, color: colors.warn, textAlign: 'right' } },
          `${pendingNote} (${pendingCountText(totals.pendingCount)}).`,
        )
      : null,
  );
}

function orderCard(order: OrderEmailOrder, pendingNote: string): ReactNode {
  return h(
    Section,
    { key: order.webOrderNumber, style: card },
    h(
      Heading,
      { as: 'h2', style: { fontSize: '18px', margin: '0 0 4px', color: colors.ink } },
      `Order ${order.webOrderNumber}`,
    ),
    h(
      Text,
      { style: { ...small, marginBottom: '12px' } },
      `ERP order ${order.erpOrderNumber} · ${order.subCart}`,
    ),
    fact('Delivery', h('strong', null, order.deliveryDate)),
    fact('PO number', order.purchaseOrderNumber || 'None'),
    fact('Deliver to', order.deliveryAddress.join(', ')),
    order.changesUntil ? fact('Changes accepted until', h('strong', null, order.changesUntil)) : null,
    h(Hr, { style: { borderColor: colors.line, margin: '12px 0' } }),
    h(Text, { style: { ...small, fontWeight: 'bold' } }, countText(order.lines.length, 'item')),
    linesTable(order.lines),
    totalsBlock(order.totals, pendingNote),
    order.note
      ? h(Text, { style: { ...cell, padding: '8px 0 0' } }, h('strong', null, 'Note: '), order.note)
      : null,
    h(
      Text,
      { style: { margin: '12px 0 0' } },
      h(
        Link,
        { href: order.url, style: { color: colors.accent, fontWeight: 'bold' } },
        `See order ${order.webOrderNumber}`,
      ),
    ),
  );
}

function orderEmail(view: OrderEmailView): ReactNode {
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
        h(Text, { style: { ...cell, padding: 0 } }, view.greeting),
        h(Text, { style: { ...cell, padding: 0 } }, view.intro),
        h(
          Section,
          { style: card },
          h(
            Text,
            { style: { ...cell, padding: 0, margin: '0 0 4px', fontWeight: 'bold' } },
            view.organization.name,
          ),
          ...view.organization.address.map((line, index) => h(Text, { key: index, style: small }, line)),
        ),
        view.orders.map((order) => orderCard(order, view.pendingNote)),
        view.grandTotal
          ? h(Section, { style: card }, totalsBlock(view.grandTotal, view.pendingNote, 'Total of all orders'))
          : null,
        view.estimateExplanation ? h(Text, { style: small }, view.estimateExplanation) : null,
        h(Text, { style: { ...small, marginTop: '16px' } }, 'Larder Foodservice'),
      ),
    ),
  );
}

/** The HTML part of an order e-mail, rendered by React Email (ADR 036). */
export function orderEmailHtml(view: OrderEmailView): Promise<string> {
  return render(orderEmail(view));
}
