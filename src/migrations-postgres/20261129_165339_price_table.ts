import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { publishLaunchPrices } from '@/features/prices/launch-prices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_table_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__price_table_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "price_table_bands_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"years" numeric,
  	"price" numeric
  );
  
  CREATE TABLE "price_table_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_schools" numeric
  );
  
  CREATE TABLE "price_table" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_price_table_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_price_table_v_version_bands_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"years" numeric,
  	"price" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_price_table_v_version_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from_schools" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_price_table_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__price_table_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "price_table_bands_prices" ADD CONSTRAINT "price_table_bands_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_table_bands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_table_bands" ADD CONSTRAINT "price_table_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_table"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_table_v_version_bands_prices" ADD CONSTRAINT "_price_table_v_version_bands_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_table_v_version_bands"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_table_v_version_bands" ADD CONSTRAINT "_price_table_v_version_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_table_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "price_table_bands_prices_order_idx" ON "price_table_bands_prices" USING btree ("_order");
  CREATE INDEX "price_table_bands_prices_parent_id_idx" ON "price_table_bands_prices" USING btree ("_parent_id");
  CREATE INDEX "price_table_bands_order_idx" ON "price_table_bands" USING btree ("_order");
  CREATE INDEX "price_table_bands_parent_id_idx" ON "price_table_bands" USING btree ("_parent_id");
  CREATE INDEX "price_table__status_idx" ON "price_table" USING btree ("_status");
  CREATE INDEX "_price_table_v_version_bands_prices_order_idx" ON "_price_table_v_version_bands_prices" USING btree ("_order");
  CREATE INDEX "_price_table_v_version_bands_prices_parent_id_idx" ON "_price_table_v_version_bands_prices" USING btree ("_parent_id");
  CREATE INDEX "_price_table_v_version_bands_order_idx" ON "_price_table_v_version_bands" USING btree ("_order");
  CREATE INDEX "_price_table_v_version_bands_parent_id_idx" ON "_price_table_v_version_bands" USING btree ("_parent_id");
  CREATE INDEX "_price_table_v_version_version__status_idx" ON "_price_table_v" USING btree ("version__status");
  CREATE INDEX "_price_table_v_created_at_idx" ON "_price_table_v" USING btree ("created_at");
  CREATE INDEX "_price_table_v_updated_at_idx" ON "_price_table_v" USING btree ("updated_at");
  CREATE INDEX "_price_table_v_latest_idx" ON "_price_table_v" USING btree ("latest");`)
  // The calculator's prices moved here from the code: publish them, so the calculator keeps working.
  await publishLaunchPrices(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "price_table_bands_prices" CASCADE;
  DROP TABLE "price_table_bands" CASCADE;
  DROP TABLE "price_table" CASCADE;
  DROP TABLE "_price_table_v_version_bands_prices" CASCADE;
  DROP TABLE "_price_table_v_version_bands" CASCADE;
  DROP TABLE "_price_table_v" CASCADE;
  DROP TYPE "public"."enum_price_table_status";
  DROP TYPE "public"."enum__price_table_v_version_status";`)
}
