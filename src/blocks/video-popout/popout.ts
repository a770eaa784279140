/** What opens a popout video: a picture of the video, or a button. */
export const popoutTriggerOptions = [
  { label: 'Video picture', value: 'image' },
  { label: 'Button', value: 'button' },
] as const

/** Which player a popout video uses: the privacy-mode player by video id, or the hosted streaming player. */
export const popoutSourceOptions = [
  { label: 'Video by id', value: 'video' },
  { label: 'Hosted player', value: 'stream' },
] as const

export type PopoutTrigger = (typeof popoutTriggerOptions)[number]['value']
export type PopoutSource = (typeof popoutSourceOptions)[number]['value']
