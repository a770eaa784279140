import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_themes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`favicon_id\` integer,
  	\`primary_color\` text DEFAULT '#487a7b' NOT NULL,
  	\`secondary_color\` text DEFAULT '#00756e' NOT NULL,
  	\`gray_color\` text DEFAULT '#f2f2f2' NOT NULL,
  	\`orange_color\` text DEFAULT '#b85000' NOT NULL,
  	\`heading_font\` text DEFAULT 'nunito',
  	\`body_font\` text DEFAULT 'open-sans',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`favicon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_themes\`("id", "name", "favicon_id", "primary_color", "secondary_color", "gray_color", "orange_color", "heading_font", "body_font", "updated_at", "created_at") SELECT "id", "name", "favicon_id", "primary_color", "secondary_color", "gray_color", "orange_color", "heading_font", "body_font", "updated_at", "created_at" FROM \`themes\`;`)
  await db.run(sql`DROP TABLE \`themes\`;`)
  await db.run(sql`ALTER TABLE \`__new_themes\` RENAME TO \`themes\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`themes_favicon_idx\` ON \`themes\` (\`favicon_id\`);`)
  await db.run(sql`CREATE INDEX \`themes_updated_at_idx\` ON \`themes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`themes_created_at_idx\` ON \`themes\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_themes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`favicon_id\` integer,
  	\`primary_color\` text DEFAULT '#487a7b' NOT NULL,
  	\`secondary_color\` text DEFAULT '#00a79d' NOT NULL,
  	\`gray_color\` text DEFAULT '#f2f2f2' NOT NULL,
  	\`orange_color\` text DEFAULT '#b85000' NOT NULL,
  	\`heading_font\` text DEFAULT 'nunito',
  	\`body_font\` text DEFAULT 'open-sans',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`favicon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_themes\`("id", "name", "favicon_id", "primary_color", "secondary_color", "gray_color", "orange_color", "heading_font", "body_font", "updated_at", "created_at") SELECT "id", "name", "favicon_id", "primary_color", "secondary_color", "gray_color", "orange_color", "heading_font", "body_font", "updated_at", "created_at" FROM \`themes\`;`)
  await db.run(sql`DROP TABLE \`themes\`;`)
  await db.run(sql`ALTER TABLE \`__new_themes\` RENAME TO \`themes\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`themes_favicon_idx\` ON \`themes\` (\`favicon_id\`);`)
  await db.run(sql`CREATE INDEX \`themes_updated_at_idx\` ON \`themes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`themes_created_at_idx\` ON \`themes\` (\`created_at\`);`)
}
