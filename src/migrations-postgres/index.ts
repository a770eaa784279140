import * as migration_20261123_112600_initial from './20261123_112600_initial';
import * as migration_20261123_115053_redirects from './20261123_115053_redirects';

export const migrations = [
  {
    up: migration_20261123_112600_initial.up,
    down: migration_20261123_112600_initial.down,
    name: '20261123_112600_initial',
  },
  {
    up: migration_20261123_115053_redirects.up,
    down: migration_20261123_115053_redirects.down,
    name: '20261123_115053_redirects'
  },
];
