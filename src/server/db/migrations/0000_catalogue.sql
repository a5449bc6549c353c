CREATE TYPE "public"."price_section" AS ENUM('cabelo-cortes', 'coloracao-premium', 'tratamentos-capilares', 'manicure-pedicure', 'estetica-facial', 'sobrancelhas-cilios', 'massagens-relaxantes', 'maquiagem-profissional', 'estetica-avancada', 'consultas', 'injetaveis', 'corporais', 'depilacao', 'bem-estar', 'barbearia', 'pacotes');--> statement-breakpoint
CREATE TYPE "public"."service_badge" AS ENUM('OFERTA', 'PACOTE', 'MAIS VENDIDO', 'POPULAR', 'PREMIUM');--> statement-breakpoint
CREATE TYPE "public"."service_category" AS ENUM('estetica', 'cabelo', 'barbearia', 'manicure', 'massagem', 'outros');--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_pence" integer NOT NULL,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "courses_price_positive" CHECK ("courses"."price_pence" > 0)
);
--> statement-breakpoint
CREATE TABLE "professionals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professionals_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" "service_category" NOT NULL,
	"section" "price_section" NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"price_max_pence" integer,
	"price_is_from" boolean DEFAULT false NOT NULL,
	"badge" "service_badge",
	"benefits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maintenance_days" integer,
	"bookable" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_slug_unique" UNIQUE("slug"),
	CONSTRAINT "services_duration_positive" CHECK ("services"."duration_minutes" > 0),
	CONSTRAINT "services_price_non_negative" CHECK ("services"."price_pence" >= 0),
	CONSTRAINT "services_price_range" CHECK ("services"."price_max_pence" is null or "services"."price_max_pence" >= "services"."price_pence")
);
--> statement-breakpoint
CREATE INDEX "services_active_section_idx" ON "services" USING btree ("is_active","section","sort_order");