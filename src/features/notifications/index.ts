import type { Feature } from '@/features/types'
import { Notifications } from './collection'

/** Notifications: a collection edited in the CMS, listed by the notifications block (blocks/notifications-list). */
export const notifications: Feature = { name: 'notifications', collections: [Notifications] }
