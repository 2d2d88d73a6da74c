import type { Cart } from '@larder/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Link } from '../../../components/ui/link.tsx';
import { useRemoveItem } from '../api/remove-item.ts';

/** Props of DiscontinuedLines. */
export interface DiscontinuedLinesProps {
  lines: Cart['discontinuedLines'];
}

/**
 * The cart's lines whose products were discontinued after they were added (ADR 039): they will not be
 * ordered, so the buyer is told, offered the distributor's substitutes, and can remove them.
 */
export function DiscontinuedLines({ lines }: DiscontinuedLinesProps) {
  const removeItem = useRemoveItem();
  if (lines.length === 0) return null;
  return (
    <Alert tone="warning" title="Discontinued items will not be ordered">
      <ul className="flex flex-col gap-2" aria-label="Discontinued items">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              <strong>{line.productTitle}</strong> ({line.quantity} {line.unitOfMeasure}) has been
              discontinued.
            </span>
            {line.substituteSkus.length > 0 && (
              <span>
                Instead:{' '}
                {line.substituteSkus.map((sku, index) => (
                  <span key={sku}>
                    {index > 0 && ', '}
                    <Link href={`/product/${encodeURIComponent(sku)}/`}>item {sku}</Link>
                  </span>
                ))}
              </span>
            )}
            <Button
              variant="secondary"
              isPending={removeItem.isPending && removeItem.variables === line.id}
              onPress={() => removeItem.mutate(line.id)}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
