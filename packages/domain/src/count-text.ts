/** A count with its noun in the right number: '1 item', '3 items', '1,204 items'. */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}
