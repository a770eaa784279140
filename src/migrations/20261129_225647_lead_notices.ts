import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Lead notices: the territory each lead belongs to and whether its representatives were told (leads stored before
 * stay empty: no one is told about them now), and the fallback address for leads outside every territory. A
 * territory deleted later leaves its leads without one.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`lead_notices\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`fallback_email\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`lead_submissions\` ADD \`territory_id\` integer REFERENCES territories(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`lead_submissions\` ADD \`notice_status\` text;`)
  await db.run(sql`ALTER TABLE \`lead_submissions\` ADD \`notice_sent_to\` text;`)
  await db.run(sql`ALTER TABLE \`lead_submissions\` ADD \`notice_sent_at\` text;`)
  await db.run(sql`CREATE INDEX \`lead_submissions_territory_idx\` ON \`lead_submissions\` (\`territory_id\`);`)
  await db.run(sql`CREATE INDEX \`lead_submissions_notice_status_idx\` ON \`lead_submissions\` (\`notice_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`lead_notices\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_lead_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`submission_key\` text NOT NULL,
  	\`form\` text NOT NULL,
  	\`route\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`job_title\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`organization\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`state_code\` text,
  	\`in_research\` integer DEFAULT false,
  	\`send_updates\` integer DEFAULT false,
  	\`campaign_id\` text NOT NULL,
  	\`delivery_status\` text DEFAULT 'pending' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`next_attempt_at\` text,
  	\`delivered_at\` text,
  	\`contact_id\` text,
  	\`last_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_lead_submissions\`("id", "submission_key", "form", "route", "email", "first_name", "last_name", "job_title", "phone", "organization", "country", "state_code", "in_research", "send_updates", "campaign_id", "delivery_status", "attempts", "next_attempt_at", "delivered_at", "contact_id", "last_error", "updated_at", "created_at") SELECT "id", "submission_key", "form", "route", "email", "first_name", "last_name", "job_title", "phone", "organization", "country", "state_code", "in_research", "send_updates", "campaign_id", "delivery_status", "attempts", "next_attempt_at", "delivered_at", "contact_id", "last_error", "updated_at", "created_at" FROM \`lead_submissions\`;`)
  await db.run(sql`DROP TABLE \`lead_submissions\`;`)
  await db.run(sql`ALTER TABLE \`__new_lead_submissions\` RENAME TO \`lead_submissions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`lead_submissions_submission_key_idx\` ON \`lead_submissions\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`lead_submissions_email_idx\` ON \`lead_submissions\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`lead_submissions_delivery_status_idx\` ON \`lead_submissions\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`lead_submissions_updated_at_idx\` ON \`lead_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lead_submissions_created_at_idx\` ON \`lead_submissions\` (\`created_at\`);`)
}
