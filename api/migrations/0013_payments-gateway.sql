ALTER TABLE "payments" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_provider_created_idx" ON "payments" USING btree ("provider","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_gateway_id_idx" ON "payments" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("provider","created_at") WHERE "payments"."status" = 'pending' OR ("payments"."status" = 'canceled' AND "payments"."gateway_status" IS DISTINCT FROM 'canceled');