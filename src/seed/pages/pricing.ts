import { sample as ctaBanner } from '../../blocks/cta-banner/sample'
import { hero, text, type SeedPage } from '../helpers'

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
    ...ctaBanner,
  ],
}
