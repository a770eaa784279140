import type { Feature } from '@/features/types'
import { Webinars } from './collection'

/** Live webinars: a collection edited in the CMS, listed by the live webinar section (blocks/live-webinars). */
export const webinars: Feature = { name: 'webinars', collections: [Webinars] }
