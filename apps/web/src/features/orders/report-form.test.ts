import type { OrderLine } from '@larder/contract';
import { describe, expect, it } from 'vitest';
import { emptyReportForm, reportRequestOf } from './report-form.ts';

const line = (lineNumber: number): OrderLine => ({
  lineNumber,
  productTitle: `Item ${lineNumber}`,
  productSku: `SKU${lineNumber}`,
  brandName: 'Brand',
  packSize: '6/1 LB',
  quantity: 2,
  unitOfMeasure: 'CS',
  unitPrice: '$10.00',
  pricingUnitOfMeasure: 'CS',
  totalPrice: '$20.00',
  isCatchWeight: false,
  productImage: '/img.png',
  productUrl: '/p/1/',
  lastPurchaseInfo: null,
});

describe('reportRequestOf', () => {
  const form = emptyReportForm([line(1), line(2), line(3)]);
  form.lines[0] = { ...form.lines[0]!, checked: true, comment: 'Torn' };
  form.lines[1] = { ...form.lines[1]!, checked: false, comment: 'not sent' };
  form.lines[2] = { ...form.lines[2]!, checked: true, comment: 'Warm' };

  it('sends only the checked lines with their comments', () => {
    expect(reportRequestOf('W1', { ...form, message: 'not sent either' })).toEqual({
      ok: true,
      body: {
        webOrderNumber: 'W1',
        wholeOrder: false,
        message: '',
        lines: [
          { lineNumber: 1, checked: true, comment: 'Torn' },
          { lineNumber: 3, checked: true, comment: 'Warm' },
        ],
      },
    });
  });

  it('sends the order message and no line comments when the whole order is flagged', () => {
    expect(reportRequestOf('W1', { ...form, wholeOrder: true, message: 'Late' })).toEqual({
      ok: true,
      body: {
        webOrderNumber: 'W1',
        wholeOrder: true,
        message: 'Late',
        lines: [
          { lineNumber: 1, checked: true, comment: '' },
          { lineNumber: 3, checked: true, comment: '' },
        ],
      },
    });
  });

  it('returns the errors of an empty report', () => {
    expect(reportRequestOf('W1', emptyReportForm([line(1)]))).toEqual({
      ok: false,
      errors: { lines: 'Check the items that had a problem.' },
    });
  });
});
