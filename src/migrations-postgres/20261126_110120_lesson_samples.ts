import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_lesson_samples_filter" AS ENUM('digital-kindergarten', 'digital-grade-1', 'digital-grade-2', 'digital-grade-3', 'digital-grade-4', 'digital-grade-5', 'digital-grade-6', 'digital-grade-7', 'digital-grade-8', 'digital-high-school-schoolwide', 'digital-high-school-educator', 'digital-grade-10-student', 'sel-early-learning', 'sel-kindergarten', 'sel-grade-1', 'sel-grade-2', 'sel-grade-3', 'sel-grade-4', 'sel-grade-5', 'bpu', 'cpu', 'ost');
  CREATE TABLE "lesson_samples" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"filter" "enum_lesson_samples_filter" NOT NULL,
  	"grade" varchar,
  	"description" varchar,
  	"image_id" integer,
  	"link_url" varchar NOT NULL,
  	"link_text" varchar DEFAULT 'View Sample',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_samples_id" integer;
  ALTER TABLE "lesson_samples" ADD CONSTRAINT "lesson_samples_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lesson_samples_image_idx" ON "lesson_samples" USING btree ("image_id");
  CREATE INDEX "lesson_samples_updated_at_idx" ON "lesson_samples" USING btree ("updated_at");
  CREATE INDEX "lesson_samples_created_at_idx" ON "lesson_samples" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_samples_fk" FOREIGN KEY ("lesson_samples_id") REFERENCES "public"."lesson_samples"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_lesson_samples_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_samples_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "lesson_samples" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "lesson_samples" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_samples_fk";
  
  DROP INDEX "payload_locked_documents_rels_lesson_samples_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_samples_id";
  DROP TYPE "public"."enum_lesson_samples_filter";`)
}
