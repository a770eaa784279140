/**
 * Video-card groups: starting one video in a group stops any other playing one, so a visitor never hears two
 * players at once. Players announce themselves with one document-level event; each listens for the others.
 */
export const VIDEO_GROUP_EVENT = 'videogroup:play'

type PlayDetail = { group: string; player: string }

/** Tells the other players of `group` that `player` has started. */
export function announcePlay(group: string, player: string) {
  document.dispatchEvent(new CustomEvent<PlayDetail>(VIDEO_GROUP_EVENT, { detail: { group, player } }))
}

/** Calls `stop` whenever another player of `group` starts; returns the function that stops listening. */
export function onOtherPlay(group: string, player: string, stop: () => void): () => void {
  const listener = (event: Event) => {
    const { detail } = event as CustomEvent<PlayDetail>
    if (detail?.group === group && detail.player !== player) stop()
  }
  document.addEventListener(VIDEO_GROUP_EVENT, listener)
  return () => document.removeEventListener(VIDEO_GROUP_EVENT, listener)
}
