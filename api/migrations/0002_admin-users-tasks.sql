CREATE TYPE "public"."task_status" AS ENUM('new', 'in_progress', 'done');--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "task_status" DEFAULT 'new' NOT NULL,
	"assigned_to" integer,
	"due_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_title_length" CHECK (char_length("tasks"."title") BETWEEN 1 AND 200),
	CONSTRAINT "tasks_description_length" CHECK (char_length("tasks"."description") <= 2000),
	CONSTRAINT "tasks_completed_when_done" CHECK (("tasks"."status" = 'done') = ("tasks"."completed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"role" "user_role" NOT NULL,
	"is_active" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_counts_pkey" PRIMARY KEY("role","is_active")
);
--> statement-breakpoint
DROP INDEX "activities_created_at_idx";--> statement-breakpoint
DROP INDEX "activities_action_idx";--> statement-breakpoint
DROP INDEX "activities_user_id_idx";--> statement-breakpoint
DROP INDEX "users_role_idx";--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_assigned_to_id_idx" ON "tasks" USING btree ("assigned_to","id");--> statement-breakpoint
CREATE INDEX "tasks_open_due_at_idx" ON "tasks" USING btree ("due_at") WHERE "tasks"."status" <> 'done' AND "tasks"."due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_created_at_id_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_action_created_at_idx" ON "activities" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_user_id_created_at_idx" ON "activities" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_username_ru_idx" ON "users" USING btree ("username" COLLATE "ru","id");--> statement-breakpoint
CREATE INDEX "users_role_active_username_ru_idx" ON "users" USING btree ("role","is_active","username" COLLATE "ru","id");--> statement-breakpoint
CREATE INDEX "users_inactive_username_ru_idx" ON "users" USING btree ("username" COLLATE "ru","id") WHERE NOT "users"."is_active";--> statement-breakpoint
-- A superuser always has the admin role from now on; an older row that broke the rule keeps its
-- powers rather than losing them silently.
UPDATE "users" SET "role" = 'admin' WHERE "is_superuser" AND "role" <> 'admin';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_superuser_is_admin" CHECK (NOT "users"."is_superuser" OR "users"."role" = 'admin');