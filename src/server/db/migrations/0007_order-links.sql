CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "part_history_order_idx" ON "part_history" USING btree ("order_id");