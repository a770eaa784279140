import { hero, text, type SeedPage } from '../helpers'

export const onDemandWebinars: SeedPage = {
  title: 'On-Demand Webinars',
  path: '/webinars/on-demand-webinars',
  seo: { description: 'Recorded webinars on social-emotional learning that you can watch any time.' },
  sections: [
    hero('On-demand webinars', 'Watch any time', 'Recordings of our most popular sessions, with slides and discussion guides for your team.'),
    text(
      'Popular recordings',
      `- **SEL 101** – what social-emotional learning is and why it matters (45 minutes)
- **Family partnerships** – bringing SEL language home (30 minutes)
- **Data that matters** – measuring the climate of your school (40 minutes)`,
    ),
  ],
}
