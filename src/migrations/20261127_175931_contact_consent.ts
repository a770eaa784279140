import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`contacts\` ADD \`consent\` text DEFAULT 'no' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`contacts_consent_idx\` ON \`contacts\` (\`consent\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`contacts_consent_idx\`;`)
  await db.run(sql`ALTER TABLE \`contacts\` DROP COLUMN \`consent\`;`)
}
