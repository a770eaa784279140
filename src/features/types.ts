import type { CollectionConfig, Endpoint, GlobalConfig, JobsConfig, Payload, TaskConfig } from 'payload'

export type CollectionHooks = NonNullable<CollectionConfig['hooks']>
type AutoRun = Extract<NonNullable<JobsConfig['autoRun']>, unknown[]>[number]

/**
 * A capability that is more than one block, in src/features/<name>/. It declares everything it adds to the CMS, the
 * way a Payload plugin does, and the CMS configuration assembles the features from src/features/registry.ts: adding
 * a feature is a new folder plus one line there. Its Next route handlers stay thin files under src/app.
 */
export type Feature = {
  name: string
  collections?: CollectionConfig[]
  globals?: GlobalConfig[]
  /** Hooks added to collections defined elsewhere, by collection slug (search indexing on pages). */
  collectionHooks?: Record<string, CollectionHooks>
  // Each task declares its own input and output types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  tasks?: TaskConfig<any>[]
  /** How often the job runner works the feature's own queues while the server is up. */
  autoRun?: AutoRun[]
  /** CMS API endpoints (under /api). */
  endpoints?: Endpoint[]
  /** Start-up work once the CMS is ready, such as queueing again what a crashed process left behind. */
  onInit?: (payload: Payload) => Promise<void>
}
