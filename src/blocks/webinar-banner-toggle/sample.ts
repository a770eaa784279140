import type { WebinarBannerToggleBlock } from '../../payload-types'
import { demoImage } from '../demo-media'

export const liveSample: Omit<WebinarBannerToggleBlock, 'id'> = {
  blockType: 'webinarBannerToggle',
  title: 'Webinars',
  text: 'Free professional learning with our program specialists. Join live and bring your questions.',
  image: demoImage('webinar'),
  linkUrl: '/webinars',
}

export const onDemandSample: Omit<WebinarBannerToggleBlock, 'id'> = {
  ...liveSample,
  title: 'On-demand webinars',
  text: 'Recordings of our most popular sessions, ready when you are.',
  linkUrl: '/webinars/on-demand-webinars',
}

export const sample: Omit<WebinarBannerToggleBlock, 'id'>[] = [liveSample, onDemandSample]
