import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_submissions_form" AS ENUM('first', 'second');
  CREATE TYPE "public"."enum_lead_submissions_route" AS ENUM('create', 'update');
  CREATE TYPE "public"."enum_lead_submissions_delivery_status" AS ENUM('pending', 'delivered', 'rejected');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLead' BEFORE 'schedulePublish';
  CREATE TABLE "lead_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"submission_key" varchar NOT NULL,
  	"form" "enum_lead_submissions_form" NOT NULL,
  	"route" "enum_lead_submissions_route" NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"job_title" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"organization" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"state_code" varchar,
  	"in_research" boolean DEFAULT false,
  	"send_updates" boolean DEFAULT false,
  	"campaign_id" varchar NOT NULL,
  	"delivery_status" "enum_lead_submissions_delivery_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"next_attempt_at" timestamp(3) with time zone,
  	"delivered_at" timestamp(3) with time zone,
  	"contact_id" varchar,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"first_name" varchar,
  	"last_name" varchar,
  	"job_title" varchar,
  	"work_phone" varchar,
  	"company_name" varchar,
  	"addresses" jsonb,
  	"lists" jsonb,
  	"custom_fields" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "provider_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"provider" varchar NOT NULL,
  	"access_token" varchar NOT NULL,
  	"refresh_token" varchar NOT NULL,
  	"expires_at" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lead_submissions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contacts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "provider_tokens_id" integer;
  CREATE UNIQUE INDEX "lead_submissions_submission_key_idx" ON "lead_submissions" USING btree ("submission_key");
  CREATE INDEX "lead_submissions_email_idx" ON "lead_submissions" USING btree ("email");
  CREATE INDEX "lead_submissions_delivery_status_idx" ON "lead_submissions" USING btree ("delivery_status");
  CREATE INDEX "lead_submissions_updated_at_idx" ON "lead_submissions" USING btree ("updated_at");
  CREATE INDEX "lead_submissions_created_at_idx" ON "lead_submissions" USING btree ("created_at");
  CREATE UNIQUE INDEX "contacts_email_idx" ON "contacts" USING btree ("email");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE UNIQUE INDEX "provider_tokens_provider_idx" ON "provider_tokens" USING btree ("provider");
  CREATE INDEX "provider_tokens_updated_at_idx" ON "provider_tokens" USING btree ("updated_at");
  CREATE INDEX "provider_tokens_created_at_idx" ON "provider_tokens" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lead_submissions_fk" FOREIGN KEY ("lead_submissions_id") REFERENCES "public"."lead_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_provider_tokens_fk" FOREIGN KEY ("provider_tokens_id") REFERENCES "public"."provider_tokens"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lead_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("lead_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_provider_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("provider_tokens_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contacts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "provider_tokens" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_submissions" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "provider_tokens" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lead_submissions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contacts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_provider_tokens_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_lead_submissions_id_idx";
  DROP INDEX "payload_locked_documents_rels_contacts_id_idx";
  DROP INDEX "payload_locked_documents_rels_provider_tokens_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lead_submissions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contacts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "provider_tokens_id";
  DROP TYPE "public"."enum_lead_submissions_form";
  DROP TYPE "public"."enum_lead_submissions_route";
  DROP TYPE "public"."enum_lead_submissions_delivery_status";`)
}
