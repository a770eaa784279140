import type { WebinarBannerToggleBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

const livePage = {
  blockType: 'webinarBannerToggle',
  title: 'Webinars',
  text: 'Free professional learning with our program specialists. Join live and bring your questions.',
  image: demoImage('webinar'),
  linkUrl: '/webinars',
} satisfies Omit<WebinarBannerToggleBlock, 'id'>

export const samples = {
  /** On the live webinars page: the toggle with Live Webinars active. */
  livePage,
  /** On the on-demand page: the toggle with On-Demand Webinars active. */
  onDemandPage: {
    ...livePage,
    title: 'On-demand webinars',
    text: 'Recordings of our most popular sessions, ready when you are.',
    linkUrl: '/webinars/on-demand-webinars',
  },
} satisfies Record<string, Omit<WebinarBannerToggleBlock, 'id'>>
