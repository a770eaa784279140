import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs" ADD COLUMN "runner_epoch" numeric;
  CREATE INDEX "payload_jobs_runner_epoch_idx" ON "payload_jobs" USING btree ("runner_epoch");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "payload_jobs_runner_epoch_idx";
  ALTER TABLE "payload_jobs" DROP COLUMN "runner_epoch";`)
}
