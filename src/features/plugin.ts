import type { CollectionConfig, Config, Plugin } from 'payload'

import { fencedTask } from '@/server/job-runner'
import type { CollectionHooks as Hooks, Feature } from './types'

/** Both hook sets, each kind's lists joined in order: the collection's own hooks run first. */
function joinHooks(own: Hooks = {}, added: Hooks): Hooks {
  const joined: Record<string, unknown[]> = { ...(own as Record<string, unknown[]>) }
  for (const [kind, hooks] of Object.entries(added as Record<string, unknown[]>)) joined[kind] = [...(joined[kind] ?? []), ...hooks]
  return joined as Hooks
}

/**
 * A Payload plugin that adds the features to a configuration: their collections, globals and endpoints after the
 * core's, their hooks on the core's collections, their background tasks and schedules, and their start-up work
 * (in the registry's order, after the configuration's own).
 */
export function featuresPlugin(features: Feature[]): Plugin {
  return (config: Config): Config => {
    type Lists = Required<Pick<Feature, 'collections' | 'globals' | 'endpoints' | 'tasks' | 'autoRun'>>
    const all = <K extends keyof Lists>(key: K): Lists[K] => features.flatMap((feature) => (feature[key] ?? []) as unknown[]) as Lists[K]
    const addedHooks = features.flatMap((feature) => Object.entries(feature.collectionHooks ?? {}))
    const slugs = new Set([...(config.collections ?? []), ...all('collections')].map((collection) => collection.slug))
    const unknown = addedHooks.find(([slug]) => !slugs.has(slug))
    if (unknown) throw new Error(`A feature adds hooks to the collection "${unknown[0]}", which does not exist.`)
    const withHooks = (collection: CollectionConfig): CollectionConfig =>
      addedHooks.filter(([slug]) => slug === collection.slug).reduce((joined, [, hooks]) => ({ ...joined, hooks: joinHooks(joined.hooks, hooks) }), collection)
    const ownAutoRun = config.jobs?.autoRun
    if (typeof ownAutoRun === 'function') throw new Error('Features add job schedules to a list of schedules, not to a function.')
    const onInits = features.flatMap((feature) => (feature.onInit ? [feature.onInit] : []))
    return {
      ...config,
      collections: [...(config.collections ?? []), ...all('collections')].map(withHooks),
      globals: [...(config.globals ?? []), ...all('globals')],
      endpoints: [...(config.endpoints ?? []), ...all('endpoints')],
      jobs: { ...config.jobs, tasks: [...(config.jobs?.tasks ?? []), ...all('tasks')].map(fencedTask), autoRun: [...(ownAutoRun ?? []), ...all('autoRun')] },
      onInit: async (payload) => {
        await config.onInit?.(payload)
        for (const onInit of onInits) await onInit(payload)
      },
    }
  }
}
