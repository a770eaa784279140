import { createElement, type ComponentType } from 'react'

/*
 * next/dynamic for component tests (vitest.setup.ts puts it in place): islands that load in chunks of their own on
 * the site render at once here. Each dynamic() starts its module load when its module is imported; tests wait for
 * every load with islandsLoaded() (before each test, and after a server tree imported more blocks).
 */
const loading = new Set<Promise<unknown>>()

type Loaded = ComponentType<object> | { default: ComponentType<object> }

export default function dynamic(load: () => Promise<Loaded>) {
  let Component: ComponentType<object> | null = null
  loading.add(load().then((module) => (Component = 'default' in module ? module.default : module)))
  return function Island(props: object) {
    return Component ? createElement(Component, props) : null
  }
}

export const islandsLoaded = async () => {
  await Promise.all(loading)
}
