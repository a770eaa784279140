import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_webinars_sessions_starttime_tz" AS ENUM('America/New_York');
  CREATE TYPE "public"."enum_webinars_topic" AS ENUM('getting-started', 'bullying-prevention', 'adult-well-being', 'school-leadership');
  CREATE TABLE "webinars_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start_time" timestamp(3) with time zone NOT NULL,
  	"starttime_tz" "enum_webinars_sessions_starttime_tz" DEFAULT 'America/New_York' NOT NULL,
  	"length_minutes" numeric DEFAULT 60 NOT NULL,
  	"link_text" varchar DEFAULT 'Register' NOT NULL,
  	"link_url" varchar NOT NULL
  );
  
  CREATE TABLE "webinars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"topic" "enum_webinars_topic" NOT NULL,
  	"description" varchar NOT NULL,
  	"details" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webinars_id" integer;
  ALTER TABLE "webinars_sessions" ADD CONSTRAINT "webinars_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "webinars_sessions_order_idx" ON "webinars_sessions" USING btree ("_order");
  CREATE INDEX "webinars_sessions_parent_id_idx" ON "webinars_sessions" USING btree ("_parent_id");
  CREATE INDEX "webinars_updated_at_idx" ON "webinars" USING btree ("updated_at");
  CREATE INDEX "webinars_created_at_idx" ON "webinars" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webinars_fk" FOREIGN KEY ("webinars_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_webinars_id_idx" ON "payload_locked_documents_rels" USING btree ("webinars_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "webinars_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webinars" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "webinars_sessions" CASCADE;
  DROP TABLE "webinars" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webinars_fk";
  
  DROP INDEX "payload_locked_documents_rels_webinars_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webinars_id";
  DROP TYPE "public"."enum_webinars_sessions_starttime_tz";
  DROP TYPE "public"."enum_webinars_topic";`)
}
