/** Names of the icons editors can choose; src/components/Icon.tsx draws them as inline SVG. */
export const iconNames = [
  'book-open',
  'graduation-cap',
  'heart-handshake',
  'users',
  'school',
  'shield-check',
  'check',
  'x',
  'lightbulb',
  'key-round',
  'star',
  'play',
  'calendar',
  'mail',
  'info',
  'triangle-alert',
  'file-text',
  'facebook',
  'instagram',
  'linkedin',
  'x-logo',
  'youtube',
  'pinterest',
  'user-plus',
  'life-buoy',
  'circle-help',
] as const

export type IconName = (typeof iconNames)[number]

export const iconOptions = iconNames.map((value) => ({
  label: value.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
  value,
}))
