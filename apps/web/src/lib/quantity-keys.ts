/** The step a key gives a quantity field: up arrow one multiple more, down arrow one less; null otherwise. */
export function quantityKeyStep(key: string): 1 | -1 | null {
  if (key === 'ArrowUp') return 1;
  if (key === 'ArrowDown') return -1;
  return null;
}
