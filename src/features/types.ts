import type { CollectionConfig, TaskConfig } from 'payload'

/**
 * A capability that is more than one block: its collections and background tasks (and, as features grow, its route
 * handlers and islands) live in src/features/<name>/ and register here through src/features/registry.ts.
 */
export type Feature = {
  name: string
  collections?: CollectionConfig[]
  // Each task declares its own input and output types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tasks?: TaskConfig<any>[]
}
