import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
