import type { SeedPage } from '@/seed/helpers'

export const notifications: SeedPage = {
  title: 'Notifications',
  path: '/notifications',
  displayTitle: true,
  seo: { description: 'Service notices and announcements.' },
  sections: [{ blockType: 'notificationsList' }],
}
