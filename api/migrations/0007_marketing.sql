CREATE TYPE "public"."coupon_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."coupon_type" AS ENUM('percentage', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."referral_program_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."referral_status" AS ENUM('active', 'pending', 'inactive');--> statement-breakpoint
CREATE TABLE "coupon_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"order_amount" numeric(12, 2) NOT NULL,
	"discount_amount" numeric(12, 2) NOT NULL,
	"final_amount" numeric(12, 2) NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_usages_order_positive" CHECK ("coupon_usages"."order_amount" > 0),
	CONSTRAINT "coupon_usages_amounts" CHECK ("coupon_usages"."discount_amount" >= 0 AND "coupon_usages"."discount_amount" <= "coupon_usages"."order_amount" AND "coupon_usages"."final_amount" = "coupon_usages"."order_amount" - "coupon_usages"."discount_amount")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"coupon_type" "coupon_type" NOT NULL,
	"discount_value" numeric(12, 2) NOT NULL,
	"minimum_purchase_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"maximum_discount_amount" numeric(12, 2),
	"usage_limit" integer,
	"usage_limit_per_user" integer,
	"current_usage_count" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone,
	"is_public" boolean DEFAULT true NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"auto_apply" boolean DEFAULT false NOT NULL,
	"stackable" boolean DEFAULT false NOT NULL,
	"status" "coupon_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_format" CHECK ("coupons"."code" ~ '^[A-Z0-9]{1,32}$'),
	CONSTRAINT "coupons_discount_positive" CHECK ("coupons"."discount_value" > 0),
	CONSTRAINT "coupons_percentage_max" CHECK ("coupons"."coupon_type" <> 'percentage' OR "coupons"."discount_value" <= 100),
	CONSTRAINT "coupons_minimum_not_negative" CHECK ("coupons"."minimum_purchase_amount" >= 0),
	CONSTRAINT "coupons_cap_of_percentage" CHECK ("coupons"."maximum_discount_amount" IS NULL OR ("coupons"."maximum_discount_amount" > 0 AND "coupons"."coupon_type" = 'percentage')),
	CONSTRAINT "coupons_usage_limit_positive" CHECK ("coupons"."usage_limit" IS NULL OR "coupons"."usage_limit" > 0),
	CONSTRAINT "coupons_user_limit_positive" CHECK ("coupons"."usage_limit_per_user" IS NULL OR "coupons"."usage_limit_per_user" > 0),
	CONSTRAINT "coupons_usage_count_not_negative" CHECK ("coupons"."current_usage_count" >= 0),
	CONSTRAINT "coupons_period" CHECK ("coupons"."valid_until" IS NULL OR "coupons"."valid_until" > "coupons"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_codes_code_format" CHECK ("referral_codes"."code" ~ '^[A-Z0-9]{4,32}$')
);
--> statement-breakpoint
CREATE TABLE "referral_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reward_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"status" "referral_program_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_programs_reward_not_negative" CHECK ("referral_programs"."reward_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"program_id" integer,
	"status" "referral_status" DEFAULT 'pending' NOT NULL,
	"reward_amount" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referee_id")
);
--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referee_id_users_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_code_id_referral_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."referral_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_program_id_referral_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."referral_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_usages_coupon_user_idx" ON "coupon_usages" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_usages_used_at_id_idx" ON "coupon_usages" USING btree ("used_at","id");--> statement-breakpoint
CREATE INDEX "coupon_usages_user_used_at_idx" ON "coupon_usages" USING btree ("user_id","used_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_search_trgm_idx" ON "coupons" USING gin (lower("coupons"."code" || chr(10) || "coupons"."name" || chr(10) || "coupons"."description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_created_at_id_idx" ON "coupons" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_key" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_user_key" ON "referral_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referral_codes_created_at_id_idx" ON "referral_codes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "referral_codes_code_trgm_idx" ON "referral_codes" USING gin (lower("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "referral_programs_created_at_id_idx" ON "referral_programs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "referral_programs_name_trgm_idx" ON "referral_programs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referee_key" ON "referrals" USING btree ("referee_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "referrals_program_idx" ON "referrals" USING btree ("program_id");--> statement-breakpoint
CREATE INDEX "referrals_created_at_id_idx" ON "referrals" USING btree ("created_at","id");