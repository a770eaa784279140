import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { publishLaunchPrices } from '@/features/prices/launch-prices'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`price_table_bands_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`years\` numeric,
  	\`price\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_table_bands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_table_bands_prices_order_idx\` ON \`price_table_bands_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_table_bands_prices_parent_id_idx\` ON \`price_table_bands_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_table_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from_schools\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`price_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`price_table_bands_order_idx\` ON \`price_table_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`price_table_bands_parent_id_idx\` ON \`price_table_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`price_table\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`price_table__status_idx\` ON \`price_table\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_price_table_v_version_bands_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`years\` numeric,
  	\`price\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_price_table_v_version_bands\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_price_table_v_version_bands_prices_order_idx\` ON \`_price_table_v_version_bands_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_price_table_v_version_bands_prices_parent_id_idx\` ON \`_price_table_v_version_bands_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_price_table_v_version_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from_schools\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_price_table_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_price_table_v_version_bands_order_idx\` ON \`_price_table_v_version_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_price_table_v_version_bands_parent_id_idx\` ON \`_price_table_v_version_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_price_table_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_price_table_v_version_version__status_idx\` ON \`_price_table_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_price_table_v_created_at_idx\` ON \`_price_table_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_price_table_v_updated_at_idx\` ON \`_price_table_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_price_table_v_latest_idx\` ON \`_price_table_v\` (\`latest\`);`)
  // The calculator's prices moved here from the code: publish them, so the calculator keeps working.
  await publishLaunchPrices(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`price_table_bands_prices\`;`)
  await db.run(sql`DROP TABLE \`price_table_bands\`;`)
  await db.run(sql`DROP TABLE \`price_table\`;`)
  await db.run(sql`DROP TABLE \`_price_table_v_version_bands_prices\`;`)
  await db.run(sql`DROP TABLE \`_price_table_v_version_bands\`;`)
  await db.run(sql`DROP TABLE \`_price_table_v\`;`)
}
