import * as migration_20261123_112600_initial from './20261123_112600_initial';
import * as migration_20261123_115053_redirects from './20261123_115053_redirects';
import * as migration_20261123_185504_leads from './20261123_185504_leads';
import * as migration_20261123_192825_search_index from './20261123_192825_search_index';
import * as migration_20261126_101929_webinars from './20261126_101929_webinars';
import * as migration_20261126_130847_interactive_sections from './20261126_130847_interactive_sections';
import * as migration_20261126_164805_upload_storage_fields from './20261126_164805_upload_storage_fields';
import * as migration_20261126_230434_menu_link_pages from './20261126_230434_menu_link_pages';
import * as migration_20261126_231540_lesson_sample_pages from './20261126_231540_lesson_sample_pages';
import * as migration_20261127_180044_contact_consent from './20261127_180044_contact_consent';
import * as migration_20261127_221311_job_runner_epoch from './20261127_221311_job_runner_epoch';
import * as migration_20261127_221400_runner_epoch_sequence from './20261127_221400_runner_epoch_sequence';
import * as migration_20261129_165339_price_table from './20261129_165339_price_table';
import * as migration_20261129_225658_lead_notices from './20261129_225658_lead_notices';
import * as migration_20261207_213142_erase_contact_task from './20261207_213142_erase_contact_task';

export const migrations = [
  {
    up: migration_20261123_112600_initial.up,
    down: migration_20261123_112600_initial.down,
    name: '20261123_112600_initial',
  },
  {
    up: migration_20261123_115053_redirects.up,
    down: migration_20261123_115053_redirects.down,
    name: '20261123_115053_redirects',
  },
  {
    up: migration_20261123_185504_leads.up,
    down: migration_20261123_185504_leads.down,
    name: '20261123_185504_leads',
  },
  {
    up: migration_20261123_192825_search_index.up,
    down: migration_20261123_192825_search_index.down,
    name: '20261123_192825_search_index',
  },
  {
    up: migration_20261126_101929_webinars.up,
    down: migration_20261126_101929_webinars.down,
    name: '20261126_101929_webinars',
  },
  {
    up: migration_20261126_130847_interactive_sections.up,
    down: migration_20261126_130847_interactive_sections.down,
    name: '20261126_130847_interactive_sections',
  },
  {
    up: migration_20261126_164805_upload_storage_fields.up,
    down: migration_20261126_164805_upload_storage_fields.down,
    name: '20261126_164805_upload_storage_fields',
  },
  {
    up: migration_20261126_230434_menu_link_pages.up,
    down: migration_20261126_230434_menu_link_pages.down,
    name: '20261126_230434_menu_link_pages',
  },
  {
    up: migration_20261126_231540_lesson_sample_pages.up,
    down: migration_20261126_231540_lesson_sample_pages.down,
    name: '20261126_231540_lesson_sample_pages',
  },
  {
    up: migration_20261127_180044_contact_consent.up,
    down: migration_20261127_180044_contact_consent.down,
    name: '20261127_180044_contact_consent',
  },
  {
    up: migration_20261127_221311_job_runner_epoch.up,
    down: migration_20261127_221311_job_runner_epoch.down,
    name: '20261127_221311_job_runner_epoch',
  },
  {
    up: migration_20261127_221400_runner_epoch_sequence.up,
    down: migration_20261127_221400_runner_epoch_sequence.down,
    name: '20261127_221400_runner_epoch_sequence',
  },
  {
    up: migration_20261129_165339_price_table.up,
    down: migration_20261129_165339_price_table.down,
    name: '20261129_165339_price_table',
  },
  {
    up: migration_20261129_225658_lead_notices.up,
    down: migration_20261129_225658_lead_notices.down,
    name: '20261129_225658_lead_notices',
  },
  {
    up: migration_20261207_213142_erase_contact_task.up,
    down: migration_20261207_213142_erase_contact_task.down,
    name: '20261207_213142_erase_contact_task'
  },
];
