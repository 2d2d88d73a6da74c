/**
 * Moving between quantity cells like a spreadsheet (beyond the spec): arrow keys move one cell, Enter
 * moves down, Shift+Enter up; moves stop at the edges rather than wrapping.
 */

/** A cell position in the quantity grid. */
export interface GridCell {
  row: number;
  column: number;
}

/** The cell a key leads to from `cell` in a grid of `rows` x `columns`; null when the key does not move. */
export function nextGridCell(
  cell: GridCell,
  key: string,
  shiftKey: boolean,
  rows: number,
  columns: number,
): GridCell | null {
  const clamp = (value: number, size: number) => Math.min(Math.max(value, 0), Math.max(size - 1, 0));
  switch (key) {
    case 'ArrowDown':
      return { row: clamp(cell.row + 1, rows), column: cell.column };
    case 'ArrowUp':
      return { row: clamp(cell.row - 1, rows), column: cell.column };
    case 'Enter':
      return { row: clamp(cell.row + (shiftKey ? -1 : 1), rows), column: cell.column };
    case 'ArrowRight':
      return { row: cell.row, column: clamp(cell.column + 1, columns) };
    case 'ArrowLeft':
      return { row: cell.row, column: clamp(cell.column - 1, columns) };
    default:
      return null;
  }
}
