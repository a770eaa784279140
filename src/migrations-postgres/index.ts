import * as migration_20261123_112600_initial from './20261123_112600_initial';

export const migrations = [
  {
    up: migration_20261123_112600_initial.up,
    down: migration_20261123_112600_initial.down,
    name: '20261123_112600_initial'
  },
];
