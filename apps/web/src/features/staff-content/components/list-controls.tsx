import { Button } from '../../../components/ui/button.tsx';

/** Moves an array's item up or down by one. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const target = index + by;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Buttons that move or remove one item of a list. */
export function ItemControls({
  index,
  count,
  noun,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  noun: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const label = `${noun} ${index + 1}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="ghost"
        isDisabled={index === 0}
        onPress={() => onMove(-1)}
        aria-label={`Move ${label} up`}
      >
        Up
      </Button>
      <Button
        variant="ghost"
        isDisabled={index === count - 1}
        onPress={() => onMove(1)}
        aria-label={`Move ${label} down`}
      >
        Down
      </Button>
      <Button variant="ghost" onPress={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </div>
  );
}
