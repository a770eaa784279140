import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A sample may choose a page instead of a typed address (existing samples keep their address).
  await db.execute(sql`
   ALTER TABLE "lesson_samples" ALTER COLUMN "link_url" DROP NOT NULL;
  ALTER TABLE "lesson_samples" ADD COLUMN "link_page_id" integer;
  ALTER TABLE "lesson_samples" ADD CONSTRAINT "lesson_samples_link_page_id_pages_id_fk" FOREIGN KEY ("link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "lesson_samples_link_page_idx" ON "lesson_samples" USING btree ("link_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // A sample that chose a page keeps its address as a typed one.
  await db.execute(sql`
   UPDATE "lesson_samples" SET "link_url" = COALESCE((SELECT "path" FROM "pages" WHERE "pages"."id" = "link_page_id"), '') WHERE "link_url" IS NULL;
   ALTER TABLE "lesson_samples" DROP CONSTRAINT "lesson_samples_link_page_id_pages_id_fk";
  
  DROP INDEX "lesson_samples_link_page_idx";
  ALTER TABLE "lesson_samples" ALTER COLUMN "link_url" SET NOT NULL;
  ALTER TABLE "lesson_samples" DROP COLUMN "link_page_id";`)
}
