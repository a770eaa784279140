import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

import { islandsLoaded } from './next-dynamic'

type AnyProps = { children?: ReactNode }

const isAsyncComponent = (type: unknown): type is (props: object) => Promise<ReactNode> =>
  typeof type === 'function' && type.constructor.name === 'AsyncFunction'

/**
 * Tests only: renders the async server components in a tree (blocks that read data) the way the server would,
 * so the result can be rendered in jsdom, where React cannot await them.
 */
export async function resolveServerTree(node: ReactNode): Promise<ReactNode> {
  const resolved = await resolveNode(node)
  // Blocks imported on the way may have started island loads of their own.
  await islandsLoaded()
  return resolved
}

async function resolveNode(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(resolveNode))
  if (!isValidElement(node)) return node
  const element = node as ReactElement<AnyProps>
  if (isAsyncComponent(element.type)) return resolveNode(await element.type(element.props))
  if (element.props.children === undefined) return element
  const children = await Promise.all(Children.toArray(element.props.children).map(resolveNode))
  return cloneElement(element, undefined, ...children)
}
