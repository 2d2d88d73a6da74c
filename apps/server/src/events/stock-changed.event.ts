import { z } from 'zod';
import { defineEvent } from './domain-event.ts';

/**
 * Stock of variants changed at business units: one event per statement that wrote the inventory table,
 * recorded by a trigger (ADR 016) because stock is written by SQL (ERP feeds, seed, staff tools), not by
 * one code path. `previousQuantity` is null for a new inventory row; a deleted row has quantity 0. Allocating
 * stock at submit only lowers it and is not published (ADR 020); releasing it (cancel, edit) is.
 */
export const stockChanged = defineEvent(
  'stock.changed',
  z.object({
    changes: z.array(
      z.object({
        variantId: z.string(),
        businessUnitId: z.string(),
        quantity: z.number(),
        previousQuantity: z.number().nullable(),
      }),
    ),
  }),
);
