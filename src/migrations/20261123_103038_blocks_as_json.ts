import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Moves every section from the per-block tables into the JSON columns (and back for `down`). Self-contained on
 * purpose: it reads whatever block tables this database has, so later schema changes never alter what it does.
 * Column rules of the table layout: snake_case names, checkboxes as integers, uploads as `<name>_id`.
 */
type Row = Record<string, unknown>
type Db = MigrateUpArgs['db']

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase())
const snake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`)
const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``

/** Each blocks field: its owner table, the table-name prefix of its blocks, and its `_path` → JSON column. */
const owners = [
  { table: 'pages', prefix: 'pages_blocks_', paths: { sections: 'sections', sectionsRight: 'sections_right' }, uuid: false },
  {
    table: '_pages_v',
    prefix: '_pages_v_blocks_',
    paths: { 'version.sections': 'version_sections', 'version.sectionsRight': 'version_sections_right' },
    uuid: true,
  },
] as const

async function blockTables(db: Db, prefix: string) {
  const tables = await db.all<{ name: string }>(sql.raw(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '${prefix}%'`))
  const result: { name: string; blockType: string; columns: { name: string; type: string; relation: boolean }[] }[] = []
  for (const { name } of tables.filter((table) => table.name.startsWith(prefix))) {
    const info = await db.all<{ name: string; type: string }>(sql.raw(`PRAGMA table_info(${quote(name)})`))
    const keys = await db.all<{ from: string }>(sql.raw(`PRAGMA foreign_key_list(${quote(name)})`))
    const relations = new Set(keys.map((key) => key.from).filter((from) => from !== '_parent_id'))
    result.push({
      name,
      blockType: camel(name.slice(prefix.length)),
      columns: info.map((column) => ({ name: column.name, type: column.type.toLowerCase(), relation: relations.has(column.name) })),
    })
  }
  return result
}

function blockFromRow(row: Row, columns: { name: string; type: string; relation: boolean }[], blockType: string, uuid: boolean): Row {
  const block: Row = { id: uuid ? row._uuid : row.id, blockType }
  for (const column of columns) {
    const value = row[column.name]
    if (['_order', '_parent_id', '_path', '_uuid', 'id'].includes(column.name) || value === null || value === undefined) continue
    if (column.name === 'block_name') block.blockName = value
    else if (column.relation) block[camel(column.name.replace(/_id$/, ''))] = Number(value)
    else if (column.type === 'integer') block[camel(column.name)] = Boolean(value)
    else if (column.type === 'numeric' || column.type === 'real') block[camel(column.name)] = Number(value)
    else block[camel(column.name)] = value
  }
  return block
}

export async function tablesToJson(db: Db) {
  for (const owner of owners) {
    const sections = new Map<string, { order: number; block: Row }[]>()
    for (const table of await blockTables(db, owner.prefix)) {
      for (const row of await db.all<Row>(sql.raw(`SELECT * FROM ${quote(table.name)}`))) {
        const column = owner.paths[row._path as keyof typeof owner.paths]
        if (!column) throw new Error(`Unexpected section path ${String(row._path)} in ${table.name}`)
        const key = `${row._parent_id}\u0000${column}`
        const list = sections.get(key) ?? []
        list.push({ order: Number(row._order), block: blockFromRow(row, table.columns, table.blockType, owner.uuid) })
        sections.set(key, list)
      }
    }
    for (const [key, list] of sections) {
      const [parent, column] = key.split('\u0000')
      const json = JSON.stringify(list.sort((a, b) => a.order - b.order).map(({ block }) => block))
      await db.run(sql`UPDATE ${sql.raw(quote(owner.table))} SET ${sql.raw(quote(column))} = ${json} WHERE id = ${Number(parent)}`)
    }
    // Documents without sections get an empty list, as Payload writes them.
    for (const column of Object.values(owner.paths)) {
      await db.run(sql.raw(`UPDATE ${quote(owner.table)} SET ${quote(column)} = '[]' WHERE ${quote(column)} IS NULL`))
    }
  }
}

export async function jsonToTables(db: Db) {
  for (const owner of owners) {
    const tables = new Map((await blockTables(db, owner.prefix)).map((table) => [table.blockType, table]))
    for (const [path, column] of Object.entries(owner.paths)) {
      const docs = await db.all<{ id: number; json: string | null }>(sql.raw(`SELECT id, ${quote(column)} AS json FROM ${quote(owner.table)}`))
      for (const doc of docs) {
        const blocks = JSON.parse(doc.json ?? '[]') as Row[]
        for (const [order, block] of blocks.entries()) {
          const table = tables.get(String(block.blockType))
          if (!table) continue
          const values: Row = { _order: order + 1, _parent_id: doc.id, _path: path, [owner.uuid ? '_uuid' : 'id']: block.id }
          if (block.blockName) values.block_name = block.blockName
          for (const [key, value] of Object.entries(block)) {
            const name = table.columns.find((candidate) => candidate.name === snake(key) || candidate.name === `${snake(key)}_id`)
            if (!name || ['id', 'blockType', 'blockName'].includes(key) || value === null || typeof value === 'object') continue
            values[name.name] = typeof value === 'boolean' ? Number(value) : value
          }
          const names = Object.keys(values)
          await db.run(
            sql`INSERT INTO ${sql.raw(quote(table.name))} (${sql.raw(names.map(quote).join(', '))}) VALUES (${sql.join(
              names.map((name) => sql`${values[name]}`),
              sql`, `,
            )})`,
          )
        }
      }
    }
  }
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`sections\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`sections_right\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_sections\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_sections_right\` text;`)
  await tablesToJson(db)
  await db.run(sql`DROP TABLE \`pages_blocks_centered_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_primary_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_short_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_success_story_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_yeti_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_homepage_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_link_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_promo_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pillar_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_scope_sequence_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_view_sample_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_success_story_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_text_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_webinar_category_header\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_webinar_banner_toggle\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_markdown_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_spacer_levels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_centered_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_primary_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_short_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_success_story_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_yeti_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_homepage_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_link_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_promo_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pillar_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_scope_sequence_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_view_sample_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_success_story_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_text_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_webinar_category_header\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_webinar_banner_toggle\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_markdown_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_spacer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_spacer_levels\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_centered_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'primary',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_centered_hero_order_idx\` ON \`pages_blocks_centered_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_centered_hero_parent_id_idx\` ON \`pages_blocks_centered_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_centered_hero_path_idx\` ON \`pages_blocks_centered_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`button_color\` text,
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_order_idx\` ON \`pages_blocks_hero_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_parent_id_idx\` ON \`pages_blocks_hero_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_path_idx\` ON \`pages_blocks_hero_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_image_idx\` ON \`pages_blocks_hero_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_primary_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`button_color1\` text,
  	\`link_text2\` text,
  	\`link_url2\` text,
  	\`button_color2\` text,
  	\`background_color\` text DEFAULT 'gray',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_primary_hero_order_idx\` ON \`pages_blocks_primary_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_primary_hero_parent_id_idx\` ON \`pages_blocks_primary_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_primary_hero_path_idx\` ON \`pages_blocks_primary_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_primary_hero_image_idx\` ON \`pages_blocks_primary_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_short_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`background_color\` text DEFAULT 'secondary',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_short_hero_order_idx\` ON \`pages_blocks_short_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_short_hero_parent_id_idx\` ON \`pages_blocks_short_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_short_hero_path_idx\` ON \`pages_blocks_short_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_success_story_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`quote\` text,
  	\`quotee\` text,
  	\`quotee_line2\` text,
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_story_hero_order_idx\` ON \`pages_blocks_success_story_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_story_hero_parent_id_idx\` ON \`pages_blocks_success_story_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_story_hero_path_idx\` ON \`pages_blocks_success_story_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_story_hero_image_idx\` ON \`pages_blocks_success_story_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_yeti_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`subtitle\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_yeti_hero_order_idx\` ON \`pages_blocks_yeti_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_yeti_hero_parent_id_idx\` ON \`pages_blocks_yeti_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_yeti_hero_path_idx\` ON \`pages_blocks_yeti_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_yeti_hero_image_idx\` ON \`pages_blocks_yeti_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`image_id\` integer,
  	\`image_tablet_id\` integer,
  	\`image_mobile_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`small\` integer,
  	\`show_language_note\` integer,
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_tablet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_order_idx\` ON \`pages_blocks_hero_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_parent_id_idx\` ON \`pages_blocks_hero_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_path_idx\` ON \`pages_blocks_hero_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_image_idx\` ON \`pages_blocks_hero_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_image_tablet_idx\` ON \`pages_blocks_hero_banner\` (\`image_tablet_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_banner_image_mobile_idx\` ON \`pages_blocks_hero_banner\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_homepage_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_accent\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_tablet_id\` integer,
  	\`image_mobile_id\` integer,
  	\`cta_text1\` text,
  	\`cta_link1\` text,
  	\`cta_text2\` text,
  	\`cta_link2\` text,
  	\`returning_user_text\` text,
  	\`dashboard_button\` text DEFAULT 'Go to My Dashboard',
  	\`dashboard_link\` text DEFAULT 'https://learn.heartwiselearning.org/dashboard',
  	\`new_user_text\` text,
  	\`create_account_button\` text DEFAULT 'Create an Account',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_tablet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_homepage_hero_order_idx\` ON \`pages_blocks_homepage_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_homepage_hero_parent_id_idx\` ON \`pages_blocks_homepage_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_homepage_hero_path_idx\` ON \`pages_blocks_homepage_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_homepage_hero_image_idx\` ON \`pages_blocks_homepage_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_homepage_hero_image_tablet_idx\` ON \`pages_blocks_homepage_hero\` (\`image_tablet_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_homepage_hero_image_mobile_idx\` ON \`pages_blocks_homepage_hero\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_link_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`link_text2\` text,
  	\`link_url2\` text,
  	\`background_color\` text DEFAULT 'primary',
  	\`white\` integer,
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_banner_order_idx\` ON \`pages_blocks_link_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_banner_parent_id_idx\` ON \`pages_blocks_link_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_link_banner_path_idx\` ON \`pages_blocks_link_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_promo_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`button_color\` text,
  	\`background_color\` text DEFAULT 'gray',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_banner_order_idx\` ON \`pages_blocks_promo_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_banner_parent_id_idx\` ON \`pages_blocks_promo_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_banner_path_idx\` ON \`pages_blocks_promo_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_pillar_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`video_id\` text,
  	\`play_in_modal\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_pillar_banner_order_idx\` ON \`pages_blocks_pillar_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pillar_banner_parent_id_idx\` ON \`pages_blocks_pillar_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pillar_banner_path_idx\` ON \`pages_blocks_pillar_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_scope_sequence_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`grades\` text,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_text\` text DEFAULT 'Download the Scope and Sequence',
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'gray',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_scope_sequence_banner_order_idx\` ON \`pages_blocks_scope_sequence_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_scope_sequence_banner_parent_id_idx\` ON \`pages_blocks_scope_sequence_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_scope_sequence_banner_path_idx\` ON \`pages_blocks_scope_sequence_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_scope_sequence_banner_image_idx\` ON \`pages_blocks_scope_sequence_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_view_sample_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`program\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text DEFAULT 'View Sample',
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'secondary',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_view_sample_banner_order_idx\` ON \`pages_blocks_view_sample_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_view_sample_banner_parent_id_idx\` ON \`pages_blocks_view_sample_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_view_sample_banner_path_idx\` ON \`pages_blocks_view_sample_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_success_story_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`quote\` text,
  	\`quotee\` text,
  	\`quotee_line2\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`alignment\` text DEFAULT 'Left',
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_story_banner_order_idx\` ON \`pages_blocks_success_story_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_story_banner_parent_id_idx\` ON \`pages_blocks_success_story_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_story_banner_path_idx\` ON \`pages_blocks_success_story_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_success_story_banner_image_idx\` ON \`pages_blocks_success_story_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`background_image_id\` integer,
  	\`background_image_mobile_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`button_color\` text,
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_order_idx\` ON \`pages_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_parent_id_idx\` ON \`pages_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_path_idx\` ON \`pages_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_background_image_idx\` ON \`pages_blocks_cta_banner\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_banner_background_image_mobile_idx\` ON \`pages_blocks_cta_banner\` (\`background_image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_text_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_link_url\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`alignment\` text DEFAULT 'Left',
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_banner_order_idx\` ON \`pages_blocks_image_text_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_banner_parent_id_idx\` ON \`pages_blocks_image_text_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_banner_path_idx\` ON \`pages_blocks_image_text_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_text_banner_image_idx\` ON \`pages_blocks_image_text_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_webinar_category_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text DEFAULT 'calendar',
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_webinar_category_header_order_idx\` ON \`pages_blocks_webinar_category_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_webinar_category_header_parent_id_idx\` ON \`pages_blocks_webinar_category_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_webinar_category_header_path_idx\` ON \`pages_blocks_webinar_category_header\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_webinar_banner_toggle\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_url\` text,
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_webinar_banner_toggle_order_idx\` ON \`pages_blocks_webinar_banner_toggle\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_webinar_banner_toggle_parent_id_idx\` ON \`pages_blocks_webinar_banner_toggle\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_webinar_banner_toggle_path_idx\` ON \`pages_blocks_webinar_banner_toggle\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_webinar_banner_toggle_image_idx\` ON \`pages_blocks_webinar_banner_toggle\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_markdown_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`alignment\` text DEFAULT 'left',
  	\`width\` text DEFAULT 'full',
  	\`line_height\` text DEFAULT 'normal',
  	\`icon\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`divider\` integer,
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_markdown_section_order_idx\` ON \`pages_blocks_markdown_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_markdown_section_parent_id_idx\` ON \`pages_blocks_markdown_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_markdown_section_path_idx\` ON \`pages_blocks_markdown_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_markdown_section_image_idx\` ON \`pages_blocks_markdown_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_order_idx\` ON \`pages_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_parent_id_idx\` ON \`pages_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_path_idx\` ON \`pages_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_spacer_levels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`level\` text DEFAULT '2',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_levels_order_idx\` ON \`pages_blocks_spacer_levels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_levels_parent_id_idx\` ON \`pages_blocks_spacer_levels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_spacer_levels_path_idx\` ON \`pages_blocks_spacer_levels\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_centered_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'primary',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_centered_hero_order_idx\` ON \`_pages_v_blocks_centered_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_centered_hero_parent_id_idx\` ON \`_pages_v_blocks_centered_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_centered_hero_path_idx\` ON \`_pages_v_blocks_centered_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`button_color\` text,
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_order_idx\` ON \`_pages_v_blocks_hero_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_parent_id_idx\` ON \`_pages_v_blocks_hero_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_path_idx\` ON \`_pages_v_blocks_hero_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_image_idx\` ON \`_pages_v_blocks_hero_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_primary_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`button_color1\` text,
  	\`link_text2\` text,
  	\`link_url2\` text,
  	\`button_color2\` text,
  	\`background_color\` text DEFAULT 'gray',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_primary_hero_order_idx\` ON \`_pages_v_blocks_primary_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_primary_hero_parent_id_idx\` ON \`_pages_v_blocks_primary_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_primary_hero_path_idx\` ON \`_pages_v_blocks_primary_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_primary_hero_image_idx\` ON \`_pages_v_blocks_primary_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_short_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`background_color\` text DEFAULT 'secondary',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_short_hero_order_idx\` ON \`_pages_v_blocks_short_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_short_hero_parent_id_idx\` ON \`_pages_v_blocks_short_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_short_hero_path_idx\` ON \`_pages_v_blocks_short_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_success_story_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`quote\` text,
  	\`quotee\` text,
  	\`quotee_line2\` text,
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_story_hero_order_idx\` ON \`_pages_v_blocks_success_story_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_story_hero_parent_id_idx\` ON \`_pages_v_blocks_success_story_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_story_hero_path_idx\` ON \`_pages_v_blocks_success_story_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_story_hero_image_idx\` ON \`_pages_v_blocks_success_story_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_yeti_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`subtitle\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_yeti_hero_order_idx\` ON \`_pages_v_blocks_yeti_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_yeti_hero_parent_id_idx\` ON \`_pages_v_blocks_yeti_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_yeti_hero_path_idx\` ON \`_pages_v_blocks_yeti_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_yeti_hero_image_idx\` ON \`_pages_v_blocks_yeti_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`image_id\` integer,
  	\`image_tablet_id\` integer,
  	\`image_mobile_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`small\` integer,
  	\`show_language_note\` integer,
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_tablet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_order_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_parent_id_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_path_idx\` ON \`_pages_v_blocks_hero_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_image_idx\` ON \`_pages_v_blocks_hero_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_image_tablet_idx\` ON \`_pages_v_blocks_hero_banner\` (\`image_tablet_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_banner_image_mobile_idx\` ON \`_pages_v_blocks_hero_banner\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_homepage_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`title_accent\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_tablet_id\` integer,
  	\`image_mobile_id\` integer,
  	\`cta_text1\` text,
  	\`cta_link1\` text,
  	\`cta_text2\` text,
  	\`cta_link2\` text,
  	\`returning_user_text\` text,
  	\`dashboard_button\` text DEFAULT 'Go to My Dashboard',
  	\`dashboard_link\` text DEFAULT 'https://learn.heartwiselearning.org/dashboard',
  	\`new_user_text\` text,
  	\`create_account_button\` text DEFAULT 'Create an Account',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_tablet_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_homepage_hero_order_idx\` ON \`_pages_v_blocks_homepage_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_homepage_hero_parent_id_idx\` ON \`_pages_v_blocks_homepage_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_homepage_hero_path_idx\` ON \`_pages_v_blocks_homepage_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_homepage_hero_image_idx\` ON \`_pages_v_blocks_homepage_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_homepage_hero_image_tablet_idx\` ON \`_pages_v_blocks_homepage_hero\` (\`image_tablet_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_homepage_hero_image_mobile_idx\` ON \`_pages_v_blocks_homepage_hero\` (\`image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_link_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`link_text2\` text,
  	\`link_url2\` text,
  	\`background_color\` text DEFAULT 'primary',
  	\`white\` integer,
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_banner_order_idx\` ON \`_pages_v_blocks_link_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_banner_parent_id_idx\` ON \`_pages_v_blocks_link_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_link_banner_path_idx\` ON \`_pages_v_blocks_link_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_promo_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`button_color\` text,
  	\`background_color\` text DEFAULT 'gray',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_banner_order_idx\` ON \`_pages_v_blocks_promo_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_banner_parent_id_idx\` ON \`_pages_v_blocks_promo_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_banner_path_idx\` ON \`_pages_v_blocks_promo_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pillar_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`video_id\` text,
  	\`play_in_modal\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pillar_banner_order_idx\` ON \`_pages_v_blocks_pillar_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pillar_banner_parent_id_idx\` ON \`_pages_v_blocks_pillar_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pillar_banner_path_idx\` ON \`_pages_v_blocks_pillar_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_scope_sequence_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`grades\` text,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_text\` text DEFAULT 'Download the Scope and Sequence',
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'gray',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_scope_sequence_banner_order_idx\` ON \`_pages_v_blocks_scope_sequence_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_scope_sequence_banner_parent_id_idx\` ON \`_pages_v_blocks_scope_sequence_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_scope_sequence_banner_path_idx\` ON \`_pages_v_blocks_scope_sequence_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_scope_sequence_banner_image_idx\` ON \`_pages_v_blocks_scope_sequence_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_view_sample_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`program\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_text\` text DEFAULT 'View Sample',
  	\`link_url\` text,
  	\`background_color\` text DEFAULT 'secondary',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_view_sample_banner_order_idx\` ON \`_pages_v_blocks_view_sample_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_view_sample_banner_parent_id_idx\` ON \`_pages_v_blocks_view_sample_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_view_sample_banner_path_idx\` ON \`_pages_v_blocks_view_sample_banner\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_success_story_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`quote\` text,
  	\`quotee\` text,
  	\`quotee_line2\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`alignment\` text DEFAULT 'Left',
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_story_banner_order_idx\` ON \`_pages_v_blocks_success_story_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_story_banner_parent_id_idx\` ON \`_pages_v_blocks_success_story_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_story_banner_path_idx\` ON \`_pages_v_blocks_success_story_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_success_story_banner_image_idx\` ON \`_pages_v_blocks_success_story_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`background_image_id\` integer,
  	\`background_image_mobile_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`button_color\` text,
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_order_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_parent_id_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_path_idx\` ON \`_pages_v_blocks_cta_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_background_image_idx\` ON \`_pages_v_blocks_cta_banner\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_banner_background_image_mobile_idx\` ON \`_pages_v_blocks_cta_banner\` (\`background_image_mobile_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_text_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`image_link_url\` text,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`alignment\` text DEFAULT 'Left',
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_banner_order_idx\` ON \`_pages_v_blocks_image_text_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_banner_parent_id_idx\` ON \`_pages_v_blocks_image_text_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_banner_path_idx\` ON \`_pages_v_blocks_image_text_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_text_banner_image_idx\` ON \`_pages_v_blocks_image_text_banner\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_webinar_category_header\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`icon\` text DEFAULT 'calendar',
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_webinar_category_header_order_idx\` ON \`_pages_v_blocks_webinar_category_header\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_webinar_category_header_parent_id_idx\` ON \`_pages_v_blocks_webinar_category_header\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_webinar_category_header_path_idx\` ON \`_pages_v_blocks_webinar_category_header\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_webinar_banner_toggle\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_url\` text,
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_webinar_banner_toggle_order_idx\` ON \`_pages_v_blocks_webinar_banner_toggle\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_webinar_banner_toggle_parent_id_idx\` ON \`_pages_v_blocks_webinar_banner_toggle\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_webinar_banner_toggle_path_idx\` ON \`_pages_v_blocks_webinar_banner_toggle\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_webinar_banner_toggle_image_idx\` ON \`_pages_v_blocks_webinar_banner_toggle\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_markdown_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`alignment\` text DEFAULT 'left',
  	\`width\` text DEFAULT 'full',
  	\`line_height\` text DEFAULT 'normal',
  	\`icon\` text,
  	\`image_id\` integer,
  	\`link_text\` text,
  	\`link_url\` text,
  	\`divider\` integer,
  	\`background_color\` text DEFAULT 'none',
  	\`anchor_link\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_markdown_section_order_idx\` ON \`_pages_v_blocks_markdown_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_markdown_section_parent_id_idx\` ON \`_pages_v_blocks_markdown_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_markdown_section_path_idx\` ON \`_pages_v_blocks_markdown_section\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_markdown_section_image_idx\` ON \`_pages_v_blocks_markdown_section\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_spacer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`size\` text DEFAULT 'medium',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_order_idx\` ON \`_pages_v_blocks_spacer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_parent_id_idx\` ON \`_pages_v_blocks_spacer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_path_idx\` ON \`_pages_v_blocks_spacer\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_spacer_levels\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`level\` text DEFAULT '2',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_levels_order_idx\` ON \`_pages_v_blocks_spacer_levels\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_levels_parent_id_idx\` ON \`_pages_v_blocks_spacer_levels\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_spacer_levels_path_idx\` ON \`_pages_v_blocks_spacer_levels\` (\`_path\`);`)
  await jsonToTables(db)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`sections\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`sections_right\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_sections\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_sections_right\`;`)
}
