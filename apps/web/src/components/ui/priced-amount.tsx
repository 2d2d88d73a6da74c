import {
  CATCH_WEIGHT_EXPLANATION,
  ESTIMATED_MARK,
  PENDING_PRICES_NOTE,
  pendingCountText,
  type PricingNotes,
} from '@larder/domain';

/** An amount, marked 'est.' when it is an estimate (catch weight), so it never looks firmer than it is. */
export function PricedAmount({ value, estimated }: { value: string; estimated: boolean }) {
  if (!estimated) return <>{value}</>;
  return (
    <>
      {value}{' '}
      <span className="text-xs font-semibold text-amber-800" aria-hidden="true">
        {ESTIMATED_MARK}
      </span>
      <span className="sr-only">(estimated)</span>
    </>
  );
}

/**
 * What a total must say about itself, one line each: that estimated amounts are billed by actual weight,
 * and how many lines with pending prices it leaves out.
 */
export function PricingNotesText({ notes, className = '' }: { notes: PricingNotes; className?: string }) {
  if (!notes.estimated && notes.pendingCount === 0) return null;
  return (
    <ul className={`flex flex-col gap-1 text-sm ${className}`}>
      {notes.pendingCount > 0 && (
        <li className="font-medium text-amber-900">
          {PENDING_PRICES_NOTE} ({pendingCountText(notes.pendingCount)}).
        </li>
      )}
      {notes.estimated && <li className="text-stone-600">{CATCH_WEIGHT_EXPLANATION}</li>}
    </ul>
  );
}
