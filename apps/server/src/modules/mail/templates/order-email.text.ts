import { ESTIMATED_MARK, countText, pendingCountText } from '@larder/domain';
import type {
  OrderEmailLine,
  OrderEmailOrder,
  OrderEmailTotals,
  OrderEmailView,
} from './order-email.view.ts';

const SIGNATURE = 'Larder Foodservice';

function amount(text: string, estimated: boolean): string {
  return estimated ? `${text} ${ESTIMATED_MARK}` : text;
}

function lineText(line: OrderEmailLine): string {
  const what = `${line.title} (SKU ${line.sku}${line.pack ? `, ${line.pack}` : ''})`;
  if (line.pricePending)
    return `- ${what}: ${line.quantity} ${line.unit} at ${line.unitPrice}, not in the total`;
  return `- ${what}: ${line.quantity} ${line.unit} at ${line.unitPrice} = ${amount(line.lineTotal, line.estimated)}`;
}

function totalsText(totals: OrderEmailTotals, pendingNote: string, label = 'Total'): string[] {
  const rows = [
    `Subtotal: ${amount(totals.subtotal, totals.estimated)}`,
    `Shipping: ${totals.shipping}`,
    `${label}: ${amount(totals.total, totals.estimated)}`,
  ];
  if (totals.pendingCount > 0) rows.push(`${pendingNote} (${pendingCountText(totals.pendingCount)}).`);
  return rows;
}

function orderText(order: OrderEmailOrder, pendingNote: string): string[] {
  return [
    `Order ${order.webOrderNumber} (ERP ${order.erpOrderNumber})`,
    `From: ${order.subCart}`,
    `Delivery: ${order.deliveryDate}`,
    `PO: ${order.purchaseOrderNumber || 'none'}`,
    `Deliver to: ${order.deliveryAddress.join(', ')}`,
    ...(order.changesUntil ? [`Changes accepted until: ${order.changesUntil}`] : []),
    '',
    `${countText(order.lines.length, 'item')}:`,
    ...order.lines.map(lineText),
    '',
    ...totalsText(order.totals, pendingNote),
    ...(order.note ? [`Note: ${order.note}`] : []),
    '',
    `See the order: ${order.url}`,
  ];
}

/** The plain-text part of an order e-mail: everything the HTML part says, readable in any mail client. */
export function orderEmailText(view: OrderEmailView): string {
  const rule = '-'.repeat(60);
  return [
    view.greeting,
    '',
    view.intro,
    '',
    `${view.organization.name}`,
    ...view.organization.address,
    '',
    ...view.orders.flatMap((order) => [rule, ...orderText(order, view.pendingNote), '']),
    ...(view.grandTotal
      ? [rule, ...totalsText(view.grandTotal, view.pendingNote, 'Total of all orders'), '']
      : []),
    ...(view.estimateExplanation ? [view.estimateExplanation, ''] : []),
    SIGNATURE,
    '',
  ].join('\n');
}
