// Read model (ADR 015): how other modules recognise the integration's webhook deliveries among the jobs.
// Readers: the staff home (failing webhooks).

/** The job name of a webhook delivery. */
export { WEBHOOK_JOB } from './webhook-delivery.ts';
