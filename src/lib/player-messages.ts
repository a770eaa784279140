/**
 * The privacy-mode player's message API (the embed address carries `enablejsapi=1`): the page and the player iframe
 * talk through `postMessage` in JSON, with no player script on our page. The page says it is listening; the player
 * then reports its state, and takes commands such as pause.
 */
export const PLAYER_PLAYING = 1

/** Sent once the player has loaded, so that it starts reporting its state to the page. */
export const listeningMessage = (id: string) => JSON.stringify({ event: 'listening', id, channel: 'widget' })

/** Pauses the player where it is; the visitor can resume from the same point. */
export const pauseMessage = JSON.stringify({ event: 'command', func: 'pauseVideo', args: [] })

/** Whether the player behind this embed address takes these messages. */
export const takesPlayerMessages = (embedSrc: string) => /[?&]enablejsapi=1(&|$)/.test(embedSrc)

/** The player state a message from the player reports (1 playing, 2 paused…), or undefined for anything else. */
export function playerStateOf(data: unknown): number | undefined {
  if (typeof data !== 'string' || data.length > 100_000) return undefined
  let message: unknown
  try {
    message = JSON.parse(data)
  } catch {
    return undefined
  }
  if (!message || typeof message !== 'object') return undefined
  const { event, info } = message as { event?: unknown; info?: unknown }
  if (event === 'onStateChange' && typeof info === 'number') return info
  if (event === 'infoDelivery' && info && typeof info === 'object') {
    const state = (info as { playerState?: unknown }).playerState
    return typeof state === 'number' ? state : undefined
  }
  return undefined
}
