import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_consent" AS ENUM('no', 'pending', 'yes');
  ALTER TABLE "contacts" ADD COLUMN "consent" "enum_contacts_consent" DEFAULT 'no' NOT NULL;
  CREATE INDEX "contacts_consent_idx" ON "contacts" USING btree ("consent");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "contacts_consent_idx";
  ALTER TABLE "contacts" DROP COLUMN "consent";
  DROP TYPE "public"."enum_contacts_consent";`)
}
