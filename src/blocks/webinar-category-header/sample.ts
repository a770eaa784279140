import type { WebinarCategoryHeaderBlock } from '@/payload-types'

export const samples = {
  anchoredWithIcon: {
    blockType: 'webinarCategoryHeader',
    title: 'Getting started',
    text: 'New to the programs? These sessions walk you through setup, your first lessons and planning the year.',
    icon: 'calendar',
    backgroundColor: 'none',
    anchorLink: 'getting-started',
  },
} satisfies Record<string, Omit<WebinarCategoryHeaderBlock, 'id'>>
