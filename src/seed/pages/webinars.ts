import { demoImage } from '@/blocks/demo-media'
import { text, type SeedPage } from '@/seed/helpers'

export const webinars: SeedPage = {
  title: 'Live Webinars',
  path: '/webinars',
  space: 'Webinars',
  seo: { description: 'Free live webinars on social-emotional learning for educators and school leaders.' },
  sections: [
    {
      blockType: 'webinarBannerToggle',
      title: 'Webinars',
      text: 'Free professional learning with our program specialists. Join live and bring your questions.',
      image: demoImage('webinar'),
      linkUrl: '/webinars',
    },
    {
      blockType: 'webinarCategoryHeader',
      title: 'Getting started',
      text: 'New to the programs? These sessions walk you through setup, your first lessons and planning the year.',
      icon: 'calendar',
      backgroundColor: 'none',
      anchorLink: 'getting-started',
    },
    text(
      'Upcoming topics',
      `- Getting started with the elementary digital program
- Building a schoolwide bullying prevention plan
- Adult well-being: small routines, big difference

Can't make it live? Catch up with [on-demand recordings](/webinars/on-demand-webinars).`,
    ),
  ],
}
