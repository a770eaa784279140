import { expect, it } from 'vitest'

import { DO_NOT_SHARE_KEY, readPrivacyChoice, sharingRefused } from './privacy-choice'

const storage = (value: string | null) => ({ getItem: (key: string) => (key === DO_NOT_SHARE_KEY ? value : null) })

it('reads Global Privacy Control and the choice kept in this browser', () => {
  expect(readPrivacyChoice({ navigator: {}, localStorage: storage(null) })).toEqual({ gpc: false, chosen: false })
  expect(readPrivacyChoice({ navigator: { globalPrivacyControl: true }, localStorage: storage(null) })).toEqual({ gpc: true, chosen: false })
  expect(readPrivacyChoice({ navigator: {}, localStorage: storage('1') })).toEqual({ gpc: false, chosen: true })
  // Only a real true counts as the signal.
  expect(readPrivacyChoice({ navigator: { globalPrivacyControl: '1' }, localStorage: storage('yes') })).toEqual({ gpc: false, chosen: false })
})

it('counts storage the browser refuses as no choice', () => {
  const refusing = { getItem: () => { throw new Error('SecurityError') } }
  expect(readPrivacyChoice({ navigator: {}, localStorage: refusing })).toEqual({ gpc: false, chosen: false })
})

it('refuses sharing when either says so', () => {
  expect(sharingRefused({ gpc: false, chosen: false })).toBe(false)
  expect(sharingRefused({ gpc: true, chosen: false })).toBe(true)
  expect(sharingRefused({ gpc: false, chosen: true })).toBe(true)
})
