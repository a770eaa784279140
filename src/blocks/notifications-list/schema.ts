import type { Block } from 'payload'

/** Lists the notifications that are showing now, from the Notifications collection. */
export const notificationsList: Block = {
  slug: 'notificationsList',
  interfaceName: 'NotificationsListBlock',
  labels: { singular: 'Notifications list', plural: 'Notifications lists' },
  admin: { group: 'Text' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Optional heading above the list. The notifications themselves are edited under Content → Notifications.' },
    },
  ],
}
