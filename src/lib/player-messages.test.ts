import { describe, expect, it } from 'vitest'

import { listeningMessage, pauseMessage, playerStateOf, takesPlayerMessages } from './player-messages'
import { privacyEmbedUrl } from './video'

describe('player messages', () => {
  it('reads the state from the player reports and ignores everything else', () => {
    expect(playerStateOf(JSON.stringify({ event: 'infoDelivery', info: { playerState: 1, currentTime: 3 } }))).toBe(1)
    expect(playerStateOf(JSON.stringify({ event: 'onStateChange', info: 2 }))).toBe(2)
    expect(playerStateOf(JSON.stringify({ event: 'infoDelivery', info: { volume: 50 } }))).toBeUndefined()
    expect(playerStateOf(JSON.stringify({ event: 'initialDelivery', info: { playerState: -1 } }))).toBeUndefined()
    expect(playerStateOf('not json')).toBeUndefined()
    expect(playerStateOf({ event: 'onStateChange', info: 1 })).toBeUndefined()
    expect(playerStateOf('null')).toBeUndefined()
  })

  it('asks for state reports and pauses in the format the player takes', () => {
    expect(JSON.parse(listeningMessage('p1'))).toEqual({ event: 'listening', id: 'p1', channel: 'widget' })
    expect(JSON.parse(pauseMessage)).toEqual({ event: 'command', func: 'pauseVideo', args: [] })
  })

  it('knows which embeds take messages: the privacy-mode player does, the streaming player does not', () => {
    expect(takesPlayerMessages(privacyEmbedUrl('https://www.youtube-nocookie.com', 'ScMzIvxBSi4'))).toBe(true)
    expect(takesPlayerMessages('https://player.example.org/embed?channelId=1&autoPlay=true')).toBe(false)
  })
})
