import { demoImage } from '@/blocks/demo-media'
import { hero, text, type SeedPage } from '@/seed/helpers'

export const pricing: SeedPage = {
  title: 'Pricing',
  path: '/pricing',
  seo: { description: 'Annual pricing for digital program licenses by school count and term.' },
  sections: [
    hero('Pricing', 'Simple annual licenses', 'Estimate your annual price per school and per student.'),
    text(
      'Annual price per school',
      `| Schools | 1 Year | 3 Years | 5 Years |
|---|---|---|---|
| 2–4 | $2,778 | $7,092 | $10,431 |
| 5–19 | $2,676 | $6,807 | $10,002 |
| 20–49 | $2,586 | $6,594 | $9,702 |
| 50+ | $2,508 | $6,387 | $9,387 |`,
      { linkText: 'Talk to a sales representative', linkUrl: '/contact' },
    ),
    {
      blockType: 'ctaBanner',
      title: 'Ready to see it in your classroom?',
      text: 'Book a 30-minute walkthrough with a program specialist.',
      backgroundImage: demoImage('classroom'),
      backgroundImageMobile: demoImage('banner-mobile'),
      linkText: 'Book a walkthrough',
      linkUrl: '/contact',
      buttonColor: 'yellow',
    },
  ],
}
