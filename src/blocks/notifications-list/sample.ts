import type { NotificationsListBlock } from '@/payload-types'

export const samples = {
  titled: { blockType: 'notificationsList', title: 'Current notifications' },
  untitled: { blockType: 'notificationsList' },
} satisfies Record<string, Omit<NotificationsListBlock, 'id'>>
