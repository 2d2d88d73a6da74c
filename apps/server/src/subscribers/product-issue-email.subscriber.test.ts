import { describe, expect, it } from 'vitest';
import { productIssueMessage } from './product-issue-email.subscriber.ts';

const payload = {
  reportId: 'r1',
  organizationName: 'Bistro <b>',
  reporter: { name: 'Marco', email: 'chef@larder.test' },
  salesRep: { name: 'Jin', email: 'jin@larder.test' },
};
const report = {
  id: 'r1',
  organizationId: 'o1',
  userId: 'u1',
  reportedByStaffUserId: null,
  source: 'order' as const,
  productSku: '100001',
  productTitle: 'Flank Steak',
  webOrderNumber: 'W1000023',
  lineNumber: 2,
  reason: 'Damaged or spoiled',
  comment: '<script>alert(1)</script>',
  photoType: 'image/png',
  sentTo: 'jin@larder.test',
  createdAt: new Date('2026-11-24T12:00:00Z'),
};

describe('productIssueMessage', () => {
  it('names the product, the order line, the reason and the photo, and escapes what the buyer typed', () => {
    const message = productIssueMessage(payload, report, 'https://larder.test');
    expect(message.to).toBe('jin@larder.test');
    expect(message.text).toContain('Flank Steak (SKU 100001) from an order (order W1000023, line 2).');
    expect(message.text).toContain('Reason: Damaged or spoiled');
    expect(message.text).toContain('https://larder.test/staff/orders?view=product-issues');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&#60;script&#62;');
    expect(message.html).not.toContain('<b>');
  });

  it('says nothing of a photo when none was sent', () => {
    const message = productIssueMessage(payload, { ...report, photoType: null, comment: '' }, 'https://x');
    expect(message.text).not.toContain('photo');
    expect(message.text).not.toContain('Comment:');
  });
});
