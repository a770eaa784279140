import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Menu links may choose a page instead of a typed address (existing links keep their address).
  await db.execute(sql`
   ALTER TABLE "header_navigation" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "header_navigation" ADD COLUMN "page_id" integer;
  ALTER TABLE "header" ADD COLUMN "cta_page_id" integer;
  ALTER TABLE "footer_columns_links" ADD COLUMN "page_id" integer;
  ALTER TABLE "header_navigation" ADD CONSTRAINT "header_navigation_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "header" ADD CONSTRAINT "header_cta_page_id_pages_id_fk" FOREIGN KEY ("cta_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "footer_columns_links" ADD CONSTRAINT "footer_columns_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "header_navigation_page_idx" ON "header_navigation" USING btree ("page_id");
  CREATE INDEX "header_cta_page_idx" ON "header" USING btree ("cta_page_id");
  CREATE INDEX "footer_columns_links_page_idx" ON "footer_columns_links" USING btree ("page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Links that chose a page keep its address as a typed one.
  await db.execute(sql`
   UPDATE "header_navigation" SET "url" = COALESCE((SELECT "path" FROM "pages" WHERE "pages"."id" = "page_id"), '') WHERE "url" IS NULL;
  UPDATE "footer_columns_links" SET "url" = COALESCE((SELECT "path" FROM "pages" WHERE "pages"."id" = "page_id"), '') WHERE "url" IS NULL;
  UPDATE "header" SET "cta_url" = (SELECT "path" FROM "pages" WHERE "pages"."id" = "cta_page_id") WHERE "cta_url" IS NULL;
   ALTER TABLE "header_navigation" DROP CONSTRAINT "header_navigation_page_id_pages_id_fk";
  
  ALTER TABLE "header" DROP CONSTRAINT "header_cta_page_id_pages_id_fk";
  
  ALTER TABLE "footer_columns_links" DROP CONSTRAINT "footer_columns_links_page_id_pages_id_fk";
  
  DROP INDEX "header_navigation_page_idx";
  DROP INDEX "header_cta_page_idx";
  DROP INDEX "footer_columns_links_page_idx";
  ALTER TABLE "header_navigation" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "footer_columns_links" ALTER COLUMN "url" SET NOT NULL;
  ALTER TABLE "header_navigation" DROP COLUMN "page_id";
  ALTER TABLE "header" DROP COLUMN "cta_page_id";
  ALTER TABLE "footer_columns_links" DROP COLUMN "page_id";`)
}
