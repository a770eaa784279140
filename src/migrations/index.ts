import * as migration_20261122_203459_initial from './20261122_203459_initial';
import * as migration_20261122_205928_heroes_and_banners from './20261122_205928_heroes_and_banners';
import * as migration_20261122_222018_accessible_theme_default from './20261122_222018_accessible_theme_default';
import * as migration_20261123_103038_blocks_as_json from './20261123_103038_blocks_as_json';
import * as migration_20261123_104246_notifications_documents_page_space from './20261123_104246_notifications_documents_page_space';
import * as migration_20261123_115050_redirects from './20261123_115050_redirects';
import * as migration_20261123_185500_leads from './20261123_185500_leads';
import * as migration_20261123_192817_search_index from './20261123_192817_search_index';
import * as migration_20261126_101922_webinars from './20261126_101922_webinars';
import * as migration_20261126_130836_interactive_sections from './20261126_130836_interactive_sections';
import * as migration_20261126_164755_upload_storage_fields from './20261126_164755_upload_storage_fields';
import * as migration_20261126_230430_menu_link_pages from './20261126_230430_menu_link_pages';
import * as migration_20261126_231535_lesson_sample_pages from './20261126_231535_lesson_sample_pages';
import * as migration_20261127_175931_contact_consent from './20261127_175931_contact_consent';
import * as migration_20261127_221251_job_runner_epoch from './20261127_221251_job_runner_epoch';
import * as migration_20261129_165314_price_table from './20261129_165314_price_table';
import * as migration_20261129_225647_lead_notices from './20261129_225647_lead_notices';

export const migrations = [
  {
    up: migration_20261122_203459_initial.up,
    down: migration_20261122_203459_initial.down,
    name: '20261122_203459_initial',
  },
  {
    up: migration_20261122_205928_heroes_and_banners.up,
    down: migration_20261122_205928_heroes_and_banners.down,
    name: '20261122_205928_heroes_and_banners',
  },
  {
    up: migration_20261122_222018_accessible_theme_default.up,
    down: migration_20261122_222018_accessible_theme_default.down,
    name: '20261122_222018_accessible_theme_default',
  },
  {
    up: migration_20261123_103038_blocks_as_json.up,
    down: migration_20261123_103038_blocks_as_json.down,
    name: '20261123_103038_blocks_as_json',
  },
  {
    up: migration_20261123_104246_notifications_documents_page_space.up,
    down: migration_20261123_104246_notifications_documents_page_space.down,
    name: '20261123_104246_notifications_documents_page_space',
  },
  {
    up: migration_20261123_115050_redirects.up,
    down: migration_20261123_115050_redirects.down,
    name: '20261123_115050_redirects',
  },
  {
    up: migration_20261123_185500_leads.up,
    down: migration_20261123_185500_leads.down,
    name: '20261123_185500_leads',
  },
  {
    up: migration_20261123_192817_search_index.up,
    down: migration_20261123_192817_search_index.down,
    name: '20261123_192817_search_index',
  },
  {
    up: migration_20261126_101922_webinars.up,
    down: migration_20261126_101922_webinars.down,
    name: '20261126_101922_webinars',
  },
  {
    up: migration_20261126_130836_interactive_sections.up,
    down: migration_20261126_130836_interactive_sections.down,
    name: '20261126_130836_interactive_sections',
  },
  {
    up: migration_20261126_164755_upload_storage_fields.up,
    down: migration_20261126_164755_upload_storage_fields.down,
    name: '20261126_164755_upload_storage_fields',
  },
  {
    up: migration_20261126_230430_menu_link_pages.up,
    down: migration_20261126_230430_menu_link_pages.down,
    name: '20261126_230430_menu_link_pages',
  },
  {
    up: migration_20261126_231535_lesson_sample_pages.up,
    down: migration_20261126_231535_lesson_sample_pages.down,
    name: '20261126_231535_lesson_sample_pages',
  },
  {
    up: migration_20261127_175931_contact_consent.up,
    down: migration_20261127_175931_contact_consent.down,
    name: '20261127_175931_contact_consent',
  },
  {
    up: migration_20261127_221251_job_runner_epoch.up,
    down: migration_20261127_221251_job_runner_epoch.down,
    name: '20261127_221251_job_runner_epoch',
  },
  {
    up: migration_20261129_165314_price_table.up,
    down: migration_20261129_165314_price_table.down,
    name: '20261129_165314_price_table',
  },
  {
    up: migration_20261129_225647_lead_notices.up,
    down: migration_20261129_225647_lead_notices.down,
    name: '20261129_225647_lead_notices'
  },
];
