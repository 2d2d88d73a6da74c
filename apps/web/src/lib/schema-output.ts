import type { z } from 'zod';

/** The type a contract schema describes, named without importing the schema's code into the bundle. */
export type SchemaOutput<S extends z.ZodType> = z.output<S>;
