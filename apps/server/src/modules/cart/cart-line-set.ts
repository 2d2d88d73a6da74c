import type { Db } from '../../db/client.ts';
import type { CartLineRow } from './cart.repository.ts';
import {
  deleteCartLine,
  insertCartLine,
  updateCartLine,
  writeCartLines,
  type NewCartLine,
} from './cart-contents.repository.ts';

/** What a buyer may change on a line in place. */
export type CartLineChanges = Partial<
  Pick<
    CartLineRow,
    'quantity' | 'variantId' | 'businessUnitId' | 'cutInstructions1' | 'cutInstructions2' | 'customerNotes'
  >
>;

/**
 * The lines of a cart whose row the caller's transaction has locked, kept in step with every write made
 * through it: each write returns the rows it wrote, so a change answers with the cart's lines without
 * reading them a second time.
 */
export class CartLineSet {
  private readonly byId: Map<string, CartLineRow>;

  private readonly tx: Db;
  private readonly cartId: string;

  constructor(tx: Db, cartId: string, rows: readonly CartLineRow[]) {
    this.tx = tx;
    this.cartId = cartId;
    this.byId = new Map(rows.map((row) => [row.id, row]));
  }

  /** Every line in the order it was added. */
  all(): CartLineRow[] {
    return [...this.byId.values()].sort((a, b) => a.position - b.position);
  }

  /** The line with this id, if the cart holds it. */
  get(id: string): CartLineRow | undefined {
    return this.byId.get(id);
  }

  /** The cart's line of a variant, if any (a sku and unit is one line). */
  ofVariant(variantId: string): CartLineRow | undefined {
    for (const row of this.byId.values()) if (row.variantId === variantId) return row;
    return undefined;
  }

  /** The position after the last line, for lines added in a batch. */
  nextPosition(): number {
    let max = 0;
    for (const row of this.byId.values()) max = Math.max(max, row.position);
    return max + 1;
  }

  /** Adds a line at the end; returns it. */
  async insert(line: Omit<NewCartLine, 'id' | 'position' | 'cartId'>): Promise<CartLineRow> {
    const row = await insertCartLine(this.tx, { ...line, cartId: this.cartId });
    this.byId.set(row.id, row);
    return row;
  }

  /** Changes a line the cart holds. */
  async update(id: string, changes: CartLineChanges): Promise<void> {
    const current = this.byId.get(id);
    if (!current) throw new Error(`line ${id} is not in cart ${this.cartId}`);
    const row = await updateCartLine(this.tx, { ...current, ...changes });
    if (!row) throw new Error(`line ${id} vanished while its cart was locked`);
    this.byId.set(id, row);
  }

  /** Removes a line. */
  async remove(id: string): Promise<void> {
    await deleteCartLine(this.tx, id);
    this.byId.delete(id);
  }

  /** Writes many changes in at most three statements. */
  async write(changes: Parameters<typeof writeCartLines>[1]): Promise<void> {
    const written = await writeCartLines(this.tx, changes);
    for (const id of changes.deleted) this.byId.delete(id);
    for (const row of [...written.updated, ...written.inserted]) this.byId.set(row.id, row);
  }
}
