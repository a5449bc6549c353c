CREATE TYPE "public"."discount_kind" AS ENUM('amount', 'percent');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card_terminal', 'card_other', 'cash', 'deposit');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."sale_line_kind" AS ENUM('service', 'product', 'tip');--> statement-breakpoint
CREATE TYPE "public"."sale_status" AS ENUM('open', 'paid', 'void');--> statement-breakpoint
CREATE TYPE "public"."stock_movement_kind" AS ENUM('sale', 'refund', 'delivery', 'count');--> statement-breakpoint
CREATE TYPE "public"."till_close_kind" AS ENUM('close', 'correction');--> statement-breakpoint
CREATE TABLE "commission_rates" (
	"scope" text PRIMARY KEY NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_rate" CHECK ("commission_rates"."rate_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"barcode" text,
	"price_pence" integer NOT NULL,
	"vat_rate_bp" integer DEFAULT 2000 NOT NULL,
	"cost_pence" integer,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_non_negative" CHECK ("products"."price_pence" >= 0),
	CONSTRAINT "products_cost_non_negative" CHECK ("products"."cost_pence" is null or "products"."cost_pence" >= 0),
	CONSTRAINT "products_vat_rate" CHECK ("products"."vat_rate_bp" in (0, 500, 2000)),
	CONSTRAINT "products_low_stock_threshold" CHECK ("products"."low_stock_threshold" is null or "products"."low_stock_threshold" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"kind" "sale_line_kind" NOT NULL,
	"appointment_id" uuid,
	"service_id" uuid,
	"product_id" uuid,
	"professional_id" uuid,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price_pence" integer NOT NULL,
	"list_price_pence" integer,
	"price_reason" text,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"total_pence" integer NOT NULL,
	"vat_rate_bp" integer DEFAULT 0 NOT NULL,
	"vat_pence" integer DEFAULT 0 NOT NULL,
	"refunded_quantity" integer DEFAULT 0 NOT NULL,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_lines_quantity" CHECK ("sale_lines"."quantity" > 0),
	CONSTRAINT "sale_lines_amounts" CHECK ("sale_lines"."unit_price_pence" >= 0 and "sale_lines"."discount_pence" >= 0 and "sale_lines"."total_pence" >= 0),
	CONSTRAINT "sale_lines_refunded" CHECK ("sale_lines"."refunded_pence" between 0 and "sale_lines"."total_pence" and "sale_lines"."refunded_quantity" between 0 and "sale_lines"."quantity"),
	CONSTRAINT "sale_lines_kind" CHECK (("sale_lines"."kind" = 'service' and "sale_lines"."service_id" is not null) or ("sale_lines"."kind" = 'product' and "sale_lines"."product_id" is not null) or ("sale_lines"."kind" = 'tip' and "sale_lines"."professional_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"amount_pence" integer NOT NULL,
	"cash_given_pence" integer,
	"change_pence" integer,
	"client_key" text NOT NULL,
	"provider" text,
	"provider_reference" text,
	"reader_id" uuid,
	"deposit_id" uuid,
	"failure_message" text,
	"refunded_pence" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_payments_amount" CHECK ("sale_payments"."amount_pence" > 0),
	CONSTRAINT "sale_payments_refunded" CHECK ("sale_payments"."refunded_pence" between 0 and "sale_payments"."amount_pence"),
	CONSTRAINT "sale_payments_cash" CHECK ("sale_payments"."method" = 'cash' or ("sale_payments"."cash_given_pence" is null and "sale_payments"."change_pence" is null))
);
--> statement-breakpoint
CREATE TABLE "sale_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_pence" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text NOT NULL,
	"business_date" date NOT NULL,
	"provider_refund_reference" text,
	"client_key" text NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_refunds_amount" CHECK ("sale_refunds"."amount_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"client_id" uuid,
	"status" "sale_status" DEFAULT 'open' NOT NULL,
	"business_date" date NOT NULL,
	"subtotal_pence" integer DEFAULT 0 NOT NULL,
	"discount_kind" "discount_kind",
	"discount_value" integer,
	"discount_pence" integer DEFAULT 0 NOT NULL,
	"tips_pence" integer DEFAULT 0 NOT NULL,
	"total_pence" integer DEFAULT 0 NOT NULL,
	"vat_pence" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" text,
	"paid_at" timestamp with time zone,
	"receipt_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_number_unique" UNIQUE("number"),
	CONSTRAINT "sales_amounts" CHECK ("sales"."subtotal_pence" >= 0 and "sales"."discount_pence" >= 0 and "sales"."tips_pence" >= 0 and "sales"."total_pence" >= 0),
	CONSTRAINT "sales_discount" CHECK (("sales"."discount_kind" is null and "sales"."discount_value" is null) or ("sales"."discount_kind" = 'amount' and "sales"."discount_value" >= 0) or ("sales"."discount_kind" = 'percent' and "sales"."discount_value" between 0 and 10000))
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" "stock_movement_kind" NOT NULL,
	"quantity_change" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"sale_id" uuid,
	"went_negative" boolean DEFAULT false NOT NULL,
	"note" text,
	"staff_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terminal_readers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stripe_reader_id" text NOT NULL,
	"label" text NOT NULL,
	"stripe_location_id" text,
	"device_type" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terminal_readers_stripe_reader_id_unique" UNIQUE("stripe_reader_id")
);
--> statement-breakpoint
CREATE TABLE "till_closes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_date" date NOT NULL,
	"kind" "till_close_kind" NOT NULL,
	"expected" jsonb NOT NULL,
	"counted_cash_pence" integer NOT NULL,
	"difference_pence" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lines" ADD CONSTRAINT "sale_lines_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_reader_id_terminal_readers_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."terminal_readers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_deposit_id_appointment_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."appointment_deposits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_payment_id_sale_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."sale_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_user_id_user_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "till_closes" ADD CONSTRAINT "till_closes_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_unique" ON "products" USING btree ("barcode") WHERE "products"."barcode" is not null;--> statement-breakpoint
CREATE INDEX "sale_lines_sale_idx" ON "sale_lines" USING btree ("sale_id","sort_order");--> statement-breakpoint
CREATE INDEX "sale_lines_appointment_idx" ON "sale_lines" USING btree ("appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_payments_client_key" ON "sale_payments" USING btree ("sale_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_payments_provider_reference" ON "sale_payments" USING btree ("provider_reference") WHERE "sale_payments"."provider_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_payments_deposit" ON "sale_payments" USING btree ("deposit_id") WHERE "sale_payments"."deposit_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_payments_sale_idx" ON "sale_payments" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_refunds_client_key" ON "sale_refunds" USING btree ("sale_id","client_key");--> statement-breakpoint
CREATE INDEX "sale_refunds_business_date_idx" ON "sale_refunds" USING btree ("business_date");--> statement-breakpoint
CREATE INDEX "sales_business_date_idx" ON "sales" USING btree ("business_date","status");--> statement-breakpoint
CREATE INDEX "sales_client_idx" ON "sales" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "till_closes_one_close_a_day" ON "till_closes" USING btree ("business_date") WHERE "till_closes"."kind" = 'close';