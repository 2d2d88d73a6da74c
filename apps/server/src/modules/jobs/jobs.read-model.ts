// Read model (ADR 015): the jobs table as other modules may read it, never write.
// Readers: the staff home (webhook deliveries that failed).

/** The jobs table, readable by other modules: select only. */
export { jobs } from './jobs.table.ts';
