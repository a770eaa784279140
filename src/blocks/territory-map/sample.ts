import { demoImage } from '@/blocks/demo-media'
import type { TerritoryMapBlock } from '@/payload-types'

export const samples = {
  salesTerritories: {
    blockType: 'territoryMap',
    title: 'Find your sales representative',
    description:
      'Choose your state on the map to see the representatives for your territory, with their email and phone number.\n\nOutside the United States and Canada? Write to **sales@heartwiselearning.org**.',
    linkText: 'Request a quote',
    linkUrl: '/contact#message',
    mobileImage: demoImage('territory-map'),
  },
} satisfies Record<string, Omit<TerritoryMapBlock, 'id'>>
