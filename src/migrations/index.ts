import * as migration_20261122_203459_initial from './20261122_203459_initial';

export const migrations = [
  {
    up: migration_20261122_203459_initial.up,
    down: migration_20261122_203459_initial.down,
    name: '20261122_203459_initial'
  },
];
