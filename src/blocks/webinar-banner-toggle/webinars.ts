import type { MediaSide } from '../../lib/image-side'

export const LIVE_WEBINARS_PATH = '/webinars'
export const ON_DEMAND_WEBINARS_PATH = '/webinars/on-demand-webinars'

export type WebinarToggle = { active: 'live' | 'onDemand'; imageSide: MediaSide }

/**
 * The live/on-demand toggle of a webinar banner, chosen by the banner's link: the on-demand page shows
 * 'On-Demand Webinars' active with the picture on the right; the live page shows 'Live Webinars' active with the
 * picture on the left; any other link shows no toggle.
 */
export function webinarToggle(link: string | null | undefined): WebinarToggle | null {
  const path = (link ?? '').trim().replace(/\/+$/, '')
  if (path === ON_DEMAND_WEBINARS_PATH) return { active: 'onDemand', imageSide: 'right' }
  if (path === LIVE_WEBINARS_PATH) return { active: 'live', imageSide: 'left' }
  return null
}
