import type { CollectionConfig } from 'payload'

/**
 * A capability that is more than one block: its collections (and, as features grow, its route handlers and
 * islands) live in src/features/<name>/ and register here through src/features/registry.ts.
 */
export type Feature = {
  name: string
  collections?: CollectionConfig[]
}
