import type { LinkBannerBlock } from '@/payload-types'

export const samples = {
  whiteCard: {
    blockType: 'linkBanner',
    title: 'Bring social-emotional learning to your whole district',
    text: 'Talk with a representative about pricing, training and a rollout plan that fits your calendar.',
    linkText: 'Contact sales',
    linkUrl: '/contact',
    linkText2: 'See pricing',
    linkUrl2: '/pricing',
    backgroundColor: 'primary',
    white: true,
  },
} satisfies Record<string, Omit<LinkBannerBlock, 'id'>>
