import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`runner_epoch\` numeric;`)
  await db.run(sql`CREATE INDEX \`payload_jobs_runner_epoch_idx\` ON \`payload_jobs\` (\`runner_epoch\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`payload_jobs_runner_epoch_idx\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`runner_epoch\`;`)
}
