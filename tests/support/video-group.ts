import { vi } from 'vitest'

import { pauseMessage } from '@/lib/player-messages'

/** Counts the pause commands the page sends to a player iframe (a video group pausing it). For component tests. */
export function pausesSentTo(frame: HTMLElement): () => number {
  const target = (frame as HTMLIFrameElement).contentWindow
  if (!target) throw new Error('The player iframe has no window.')
  const post = vi.spyOn(target, 'postMessage')
  return () => post.mock.calls.filter(([message]) => message === pauseMessage).length
}
