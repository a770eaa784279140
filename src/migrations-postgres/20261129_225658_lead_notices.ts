import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Lead notices: the territory each lead belongs to and whether its representatives were told (leads stored before
 * stay empty: no one is told about them now), and the fallback address for leads outside every territory. A
 * territory deleted later leaves its leads without one.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lead_submissions_notice_status" AS ENUM('pending', 'sent', 'no-one');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'noticeLead' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'noticeLead' BEFORE 'schedulePublish';
  CREATE TABLE "lead_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fallback_email" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "lead_submissions" ADD COLUMN "territory_id" integer;
  ALTER TABLE "lead_submissions" ADD COLUMN "notice_status" "enum_lead_submissions_notice_status";
  ALTER TABLE "lead_submissions" ADD COLUMN "notice_sent_to" varchar;
  ALTER TABLE "lead_submissions" ADD COLUMN "notice_sent_at" timestamp(3) with time zone;
  ALTER TABLE "lead_submissions" ADD CONSTRAINT "lead_submissions_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lead_submissions_territory_idx" ON "lead_submissions" USING btree ("territory_id");
  CREATE INDEX "lead_submissions_notice_status_idx" ON "lead_submissions" USING btree ("notice_status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lead_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lead_notices" CASCADE;
  ALTER TABLE "lead_submissions" DROP CONSTRAINT "lead_submissions_territory_id_territories_id_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLead', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLead', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "lead_submissions_territory_idx";
  DROP INDEX "lead_submissions_notice_status_idx";
  ALTER TABLE "lead_submissions" DROP COLUMN "territory_id";
  ALTER TABLE "lead_submissions" DROP COLUMN "notice_status";
  ALTER TABLE "lead_submissions" DROP COLUMN "notice_sent_to";
  ALTER TABLE "lead_submissions" DROP COLUMN "notice_sent_at";
  DROP TYPE "public"."enum_lead_submissions_notice_status";`)
}
