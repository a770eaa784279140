import { liveSample } from '../../blocks/webinar-banner-toggle/sample'
import { sample as categoryHeader } from '../../blocks/webinar-category-header/sample'
import { text, type SeedPage } from '../helpers'

export const webinars: SeedPage = {
  title: 'Live Webinars',
  path: '/webinars',
  seo: { description: 'Free live webinars on social-emotional learning for educators and school leaders.' },
  sections: [
    liveSample,
    ...categoryHeader,
    text(
      'Upcoming topics',
      `- Getting started with the elementary digital program
- Building a schoolwide bullying prevention plan
- Adult well-being: small routines, big difference

Can't make it live? Catch up with [on-demand recordings](/webinars/on-demand-webinars).`,
    ),
  ],
}
