import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Menu links may choose a page instead of a typed address (existing links keep their address).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_header_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_navigation\`("_order", "_parent_id", "id", "label", "page_id", "url") SELECT "_order", "_parent_id", "id", "label", NULL, "url" FROM \`header_navigation\`;`)
  await db.run(sql`DROP TABLE \`header_navigation\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_navigation\` RENAME TO \`header_navigation\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`header_navigation_order_idx\` ON \`header_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_navigation_parent_id_idx\` ON \`header_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`header_navigation_page_idx\` ON \`header_navigation\` (\`page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`page_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links\`("_order", "_parent_id", "id", "label", "page_id", "url") SELECT "_order", "_parent_id", "id", "label", NULL, "url" FROM \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links\` RENAME TO \`footer_columns_links\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_page_idx\` ON \`footer_columns_links\` (\`page_id\`);`)
  await db.run(sql`ALTER TABLE \`header\` ADD \`cta_page_id\` integer REFERENCES pages(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`header_cta_page_idx\` ON \`header\` (\`cta_page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Links that chose a page keep its address as a typed one.
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_header_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`header\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header_navigation\`("_order", "_parent_id", "id", "label", "url") SELECT "_order", "_parent_id", "id", "label", COALESCE("url", (SELECT "path" FROM "pages" WHERE "pages"."id" = "page_id"), '') FROM \`header_navigation\`;`)
  await db.run(sql`DROP TABLE \`header_navigation\`;`)
  await db.run(sql`ALTER TABLE \`__new_header_navigation\` RENAME TO \`header_navigation\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`header_navigation_order_idx\` ON \`header_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`header_navigation_parent_id_idx\` ON \`header_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_header\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cta_label\` text,
  	\`cta_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_header\`("id", "cta_label", "cta_url", "updated_at", "created_at") SELECT "id", "cta_label", COALESCE("cta_url", (SELECT "path" FROM "pages" WHERE "pages"."id" = "cta_page_id")), "updated_at", "created_at" FROM \`header\`;`)
  // Dropping the header deletes its menu items (the pragma above has no effect in a transaction): keep them aside.
  await db.run(sql`CREATE TEMP TABLE \`kept_header_navigation\` AS SELECT * FROM \`header_navigation\`;`)
  await db.run(sql`DROP TABLE \`header\`;`)
  await db.run(sql`ALTER TABLE \`__new_header\` RENAME TO \`header\`;`)
  await db.run(sql`INSERT INTO \`header_navigation\` SELECT * FROM \`kept_header_navigation\`;`)
  await db.run(sql`DROP TABLE \`kept_header_navigation\`;`)
  await db.run(sql`CREATE TABLE \`__new_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_footer_columns_links\`("_order", "_parent_id", "id", "label", "url") SELECT "_order", "_parent_id", "id", "label", COALESCE("url", (SELECT "path" FROM "pages" WHERE "pages"."id" = "page_id"), '') FROM \`footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`footer_columns_links\`;`)
  await db.run(sql`ALTER TABLE \`__new_footer_columns_links\` RENAME TO \`footer_columns_links\`;`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_order_idx\` ON \`footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`footer_columns_links_parent_id_idx\` ON \`footer_columns_links\` (\`_parent_id\`);`)
}
