import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // A sample may choose a page instead of a typed address (existing samples keep their address).
  // The table is rebuilt and foreign keys stay on inside the migration's transaction: editors' locks on samples would
  // block dropping it, so they are released (a lock only marks a sample as being edited).
  await db.run(sql`DELETE FROM \`payload_locked_documents_rels\` WHERE \`lesson_samples_id\` IS NOT NULL;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_lesson_samples\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`filter\` text NOT NULL,
  	\`grade\` text,
  	\`description\` text,
  	\`image_id\` integer,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`link_text\` text DEFAULT 'View Sample',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_lesson_samples\`("id", "title", "filter", "grade", "description", "image_id", "link_page_id", "link_url", "link_text", "updated_at", "created_at") SELECT "id", "title", "filter", "grade", "description", "image_id", NULL, "link_url", "link_text", "updated_at", "created_at" FROM \`lesson_samples\`;`)
  await db.run(sql`DROP TABLE \`lesson_samples\`;`)
  await db.run(sql`ALTER TABLE \`__new_lesson_samples\` RENAME TO \`lesson_samples\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`lesson_samples_image_idx\` ON \`lesson_samples\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`lesson_samples_link_page_idx\` ON \`lesson_samples\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`lesson_samples_updated_at_idx\` ON \`lesson_samples\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lesson_samples_created_at_idx\` ON \`lesson_samples\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // A sample that chose a page keeps its address as a typed one.
  // The table is rebuilt and foreign keys stay on inside the migration's transaction: editors' locks on samples would
  // block dropping it, so they are released (a lock only marks a sample as being edited).
  await db.run(sql`DELETE FROM \`payload_locked_documents_rels\` WHERE \`lesson_samples_id\` IS NOT NULL;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_lesson_samples\` (
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
  await db.run(sql`INSERT INTO \`__new_lesson_samples\`("id", "title", "filter", "grade", "description", "image_id", "link_url", "link_text", "updated_at", "created_at") SELECT "id", "title", "filter", "grade", "description", "image_id", COALESCE("link_url", (SELECT "path" FROM "pages" WHERE "pages"."id" = "link_page_id"), ''), "link_text", "updated_at", "created_at" FROM \`lesson_samples\`;`)
  await db.run(sql`DROP TABLE \`lesson_samples\`;`)
  await db.run(sql`ALTER TABLE \`__new_lesson_samples\` RENAME TO \`lesson_samples\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`lesson_samples_image_idx\` ON \`lesson_samples\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`lesson_samples_updated_at_idx\` ON \`lesson_samples\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lesson_samples_created_at_idx\` ON \`lesson_samples\` (\`created_at\`);`)
}
