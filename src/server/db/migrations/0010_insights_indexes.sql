CREATE INDEX "course_purchases_purchase_date_idx" ON "course_purchases" USING btree ("purchase_date");--> statement-breakpoint
CREATE INDEX "appointment_deposits_retained_idx" ON "appointment_deposits" USING btree ("retained_at") WHERE "appointment_deposits"."status" = 'retained';--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_at_idx" ON "newsletter_subscribers" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unsubscribed_at_idx" ON "newsletter_subscribers" USING btree ("unsubscribed_at");