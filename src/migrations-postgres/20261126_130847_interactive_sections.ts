import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_territories_states" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'CANADA');
  CREATE TYPE "public"."enum_lesson_samples_filter" AS ENUM('digital-kindergarten', 'digital-grade-1', 'digital-grade-2', 'digital-grade-3', 'digital-grade-4', 'digital-grade-5', 'digital-grade-6', 'digital-grade-7', 'digital-grade-8', 'digital-high-school-schoolwide', 'digital-high-school-educator', 'digital-grade-10-student', 'sel-early-learning', 'sel-kindergarten', 'sel-grade-1', 'sel-grade-2', 'sel-grade-3', 'sel-grade-4', 'sel-grade-5', 'bpu', 'cpu', 'ost');
  CREATE TABLE "territories_states" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_territories_states",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "territories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar,
  	"color" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "representatives" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"territory_id" integer NOT NULL,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "territories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "representatives_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_samples_id" integer;
  ALTER TABLE "territories_states" ADD CONSTRAINT "territories_states_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."territories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "representatives" ADD CONSTRAINT "representatives_territory_id_territories_id_fk" FOREIGN KEY ("territory_id") REFERENCES "public"."territories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "representatives" ADD CONSTRAINT "representatives_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_samples" ADD CONSTRAINT "lesson_samples_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "territories_states_order_idx" ON "territories_states" USING btree ("order");
  CREATE INDEX "territories_states_parent_idx" ON "territories_states" USING btree ("parent_id");
  CREATE INDEX "territories_updated_at_idx" ON "territories" USING btree ("updated_at");
  CREATE INDEX "territories_created_at_idx" ON "territories" USING btree ("created_at");
  CREATE INDEX "representatives_territory_idx" ON "representatives" USING btree ("territory_id");
  CREATE INDEX "representatives_photo_idx" ON "representatives" USING btree ("photo_id");
  CREATE INDEX "representatives_updated_at_idx" ON "representatives" USING btree ("updated_at");
  CREATE INDEX "representatives_created_at_idx" ON "representatives" USING btree ("created_at");
  CREATE INDEX "lesson_samples_image_idx" ON "lesson_samples" USING btree ("image_id");
  CREATE INDEX "lesson_samples_updated_at_idx" ON "lesson_samples" USING btree ("updated_at");
  CREATE INDEX "lesson_samples_created_at_idx" ON "lesson_samples" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_territories_fk" FOREIGN KEY ("territories_id") REFERENCES "public"."territories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_representatives_fk" FOREIGN KEY ("representatives_id") REFERENCES "public"."representatives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_samples_fk" FOREIGN KEY ("lesson_samples_id") REFERENCES "public"."lesson_samples"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_territories_id_idx" ON "payload_locked_documents_rels" USING btree ("territories_id");
  CREATE INDEX "payload_locked_documents_rels_representatives_id_idx" ON "payload_locked_documents_rels" USING btree ("representatives_id");
  CREATE INDEX "payload_locked_documents_rels_lesson_samples_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_samples_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "territories_states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "territories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "representatives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lesson_samples" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "territories_states" CASCADE;
  DROP TABLE "territories" CASCADE;
  DROP TABLE "representatives" CASCADE;
  DROP TABLE "lesson_samples" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_territories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_representatives_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_samples_fk";
  
  DROP INDEX "payload_locked_documents_rels_territories_id_idx";
  DROP INDEX "payload_locked_documents_rels_representatives_id_idx";
  DROP INDEX "payload_locked_documents_rels_lesson_samples_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "territories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "representatives_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_samples_id";
  DROP TYPE "public"."enum_territories_states";
  DROP TYPE "public"."enum_lesson_samples_filter";`)
}
