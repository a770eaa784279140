import * as migration_20261122_203459_initial from './20261122_203459_initial';
import * as migration_20261122_205928_heroes_and_banners from './20261122_205928_heroes_and_banners';
import * as migration_20261122_222018_accessible_theme_default from './20261122_222018_accessible_theme_default';

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
    name: '20261122_222018_accessible_theme_default'
  },
];
