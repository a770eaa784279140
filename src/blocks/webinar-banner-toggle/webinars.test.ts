import { expect, it } from 'vitest'

import { webinarToggle } from './webinars'

it('chooses the active tab and picture side from the link', () => {
  expect(webinarToggle('/webinars/on-demand-webinars')).toEqual({ active: 'onDemand', imageSide: 'right' })
  expect(webinarToggle('/webinars')).toEqual({ active: 'live', imageSide: 'left' })
  expect(webinarToggle('/webinars/')).toEqual({ active: 'live', imageSide: 'left' })
  expect(webinarToggle('/webinars/other')).toBeNull()
  expect(webinarToggle('')).toBeNull()
  expect(webinarToggle(null)).toBeNull()
})
