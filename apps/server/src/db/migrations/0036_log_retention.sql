-- Retention (ADR 049): the webhook delivery log and the punchout log are pruned daily by age; these indexes
-- let each batch find its oldest rows without reading the whole table.
CREATE INDEX "integration_webhook_deliveries_attempted_idx" ON "integration_webhook_deliveries" USING btree ("attempted_at");--> statement-breakpoint
CREATE INDEX "punchout_log_created_idx" ON "punchout_log" USING btree ("created_at");
