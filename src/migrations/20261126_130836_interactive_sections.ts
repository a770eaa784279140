import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`territories_states\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`territories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`territories_states_order_idx\` ON \`territories_states\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`territories_states_parent_idx\` ON \`territories_states\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`territories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text,
  	\`color\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`territories_updated_at_idx\` ON \`territories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`territories_created_at_idx\` ON \`territories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`representatives\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`territory_id\` integer NOT NULL,
  	\`photo_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`territory_id\`) REFERENCES \`territories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`representatives_territory_idx\` ON \`representatives\` (\`territory_id\`);`)
  await db.run(sql`CREATE INDEX \`representatives_photo_idx\` ON \`representatives\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`representatives_updated_at_idx\` ON \`representatives\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`representatives_created_at_idx\` ON \`representatives\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`lesson_samples\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`filter\` text NOT NULL,
  	\`grade\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`link_url\` text NOT NULL,
  	\`link_text\` text DEFAULT 'View Sample',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lesson_samples_image_idx\` ON \`lesson_samples\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`lesson_samples_updated_at_idx\` ON \`lesson_samples\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lesson_samples_created_at_idx\` ON \`lesson_samples\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`territories_id\` integer REFERENCES territories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`representatives_id\` integer REFERENCES representatives(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lesson_samples_id\` integer REFERENCES lesson_samples(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_territories_id_idx\` ON \`payload_locked_documents_rels\` (\`territories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_representatives_id_idx\` ON \`payload_locked_documents_rels\` (\`representatives_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_samples_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_samples_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`territories_states\`;`)
  await db.run(sql`DROP TABLE \`territories\`;`)
  await db.run(sql`DROP TABLE \`representatives\`;`)
  await db.run(sql`DROP TABLE \`lesson_samples\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`themes_id\` integer,
  	\`users_id\` integer,
  	\`notifications_id\` integer,
  	\`redirects_id\` integer,
  	\`lead_submissions_id\` integer,
  	\`contacts_id\` integer,
  	\`provider_tokens_id\` integer,
  	\`search_index_id\` integer,
  	\`webinars_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`themes_id\`) REFERENCES \`themes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lead_submissions_id\`) REFERENCES \`lead_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`provider_tokens_id\`) REFERENCES \`provider_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_index_id\`) REFERENCES \`search_index\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webinars_id\`) REFERENCES \`webinars\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "themes_id", "users_id", "notifications_id", "redirects_id", "lead_submissions_id", "contacts_id", "provider_tokens_id", "search_index_id", "webinars_id") SELECT "id", "order", "parent_id", "path", "pages_id", "media_id", "documents_id", "themes_id", "users_id", "notifications_id", "redirects_id", "lead_submissions_id", "contacts_id", "provider_tokens_id", "search_index_id", "webinars_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_themes_id_idx\` ON \`payload_locked_documents_rels\` (\`themes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lead_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`lead_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provider_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`provider_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_index_id_idx\` ON \`payload_locked_documents_rels\` (\`search_index_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webinars_id_idx\` ON \`payload_locked_documents_rels\` (\`webinars_id\`);`)
}
