import { samples as notificationsListSamples } from '@/blocks/notifications-list/sample'
import type { SeedPage } from '@/seed/helpers'

export const notifications: SeedPage = {
  title: 'Notifications',
  path: '/notifications',
  displayTitle: true,
  seo: { description: 'Service notices and announcements.' },
  sections: [notificationsListSamples.untitled],
}
