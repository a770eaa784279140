import { demoImage } from '@/blocks/demo-media'
import { text, type SeedPage } from '@/seed/helpers'

export const onDemandWebinars: SeedPage = {
  title: 'On-Demand Webinars',
  path: '/webinars/on-demand-webinars',
  space: 'Webinars',
  seo: { description: 'Recorded webinars on social-emotional learning that you can watch any time.' },
  sections: [
    {
      blockType: 'webinarBannerToggle',
      title: 'On-demand webinars',
      text: 'Recordings of our most popular sessions, ready when you are.',
      image: demoImage('webinar'),
      linkUrl: '/webinars/on-demand-webinars',
    },
    {
      blockType: 'webinarCategoryHeader',
      title: 'Most watched',
      text: 'Start here: the sessions other educators recommend most.',
      icon: 'play',
      backgroundColor: 'none',
    },
    text(
      'Popular recordings',
      `- **SEL 101** – what social-emotional learning is and why it matters (45 minutes)
- **Family partnerships** – bringing SEL language home (30 minutes)
- **Data that matters** – measuring the climate of your school (40 minutes)`,
    ),
  ],
}
