import type { CollectionConfig, Config, Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { featuresPlugin } from './plugin'
import type { Feature } from './types'

const pages: CollectionConfig = { slug: 'pages', fields: [], hooks: { afterChange: [() => 'own'] } }
const base = { collections: [pages], globals: [], jobs: { tasks: [], autoRun: [{ cron: '* * * * *', queue: 'default' }] } } as unknown as Config
const payload = {} as Payload

describe('features plug themselves into the CMS configuration', () => {
  it('adds collections, globals, tasks, schedules and endpoints after the configuration’s own', async () => {
    const feature: Feature = {
      name: 'demo',
      collections: [{ slug: 'notes', fields: [] }],
      globals: [{ slug: 'noteSettings', fields: [] }],
      tasks: [{ slug: 'sendNote', handler: async () => ({ output: {} }) }],
      autoRun: [{ cron: '*/2 * * * * *', queue: 'notes' }],
      endpoints: [{ path: '/notes/count', method: 'get', handler: () => Response.json({ count: 0 }) }],
    }
    const config = await featuresPlugin([feature])(base)
    expect(config.collections?.map((collection) => collection.slug)).toEqual(['pages', 'notes'])
    expect(config.globals?.map((global) => global.slug)).toEqual(['noteSettings'])
    expect(config.jobs?.tasks?.map((task) => task.slug)).toEqual(['sendNote'])
    expect(config.jobs?.autoRun).toEqual([{ cron: '* * * * *', queue: 'default' }, { cron: '*/2 * * * * *', queue: 'notes' }])
    expect(config.endpoints?.map((endpoint) => endpoint.path)).toEqual(['/notes/count'])
  })

  it('adds hooks to another collection after its own, in the registry’s order', async () => {
    const first: Feature = { name: 'first', collectionHooks: { pages: { afterChange: [() => 'first'], afterDelete: [() => 'deleted'] } } }
    const second: Feature = { name: 'second', collectionHooks: { pages: { afterChange: [() => 'second'] } } }
    const config = await featuresPlugin([first, second])(base)
    const hooks = config.collections?.find((collection) => collection.slug === 'pages')?.hooks
    expect(hooks?.afterChange?.map((hook) => (hook as () => string)())).toEqual(['own', 'first', 'second'])
    expect(hooks?.afterDelete).toHaveLength(1)
    // The configuration given is left as it was.
    expect(pages.hooks?.afterChange).toHaveLength(1)
  })

  it('refuses hooks for a collection that does not exist, naming it', () => {
    const feature: Feature = { name: 'typo', collectionHooks: { page: { afterChange: [() => null] } } }
    expect(() => featuresPlugin([feature])(base)).toThrow('A feature adds hooks to the collection "page", which does not exist.')
  })

  it('runs the start-up work after the configuration’s own, one feature after another', async () => {
    const calls: string[] = []
    const own = vi.fn(async () => void calls.push('own'))
    const slow: Feature = { name: 'slow', onInit: async () => void (await new Promise((resolve) => setTimeout(resolve, 20)), calls.push('slow')) }
    const quick: Feature = { name: 'quick', onInit: async () => void calls.push('quick') }
    const config = await featuresPlugin([slow, quick])({ ...base, onInit: own })
    await config.onInit?.(payload)
    expect(calls).toEqual(['own', 'slow', 'quick'])
  })
})
