import type { OrderLine } from '@larder/contract';

/** What the delivery really brought when it differs from the order: the delivered quantity and any substitute. */
export function DeliveredNote({ line }: { line: OrderLine }) {
  const delivered = line.delivered;
  if (!delivered) return null;
  const short = delivered.quantity !== line.quantity;
  return (
    <p className="mt-1 rounded-lg bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="delivered-note">
      {short && (
        <>
          Delivered {delivered.quantity} of {line.quantity} {line.unitOfMeasure}.{' '}
        </>
      )}
      {delivered.substituteTitle || delivered.substituteSku ? (
        <>
          Substituted by {delivered.substituteTitle ?? 'another item'}
          {delivered.substituteSku ? ` (SKU ${delivered.substituteSku})` : ''}.{' '}
        </>
      ) : null}
      You can ask for a credit with Report an issue.
    </p>
  );
}
