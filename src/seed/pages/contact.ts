import { hero, text, type SeedPage } from '@/seed/helpers'

export const contact: SeedPage = {
  title: 'Contact Us',
  path: '/contact',
  twoColumnLayout: 'True',
  seo: { description: 'Contact our sales and support teams about programs, pricing, orders, accounts and licenses.' },
  sections: [
    hero('Contact us', 'We are happy to help', 'Questions about programs, pricing or an order? Reach the right team below.', undefined, 'secondary'),
    text(
      'Sales',
      'Our representatives help schools and districts choose programs, plan a rollout and prepare a quote.',
    ),
    text('Support', 'For help with accounts, licenses or lessons, our support team answers within one business day.'),
  ],
  sectionsRight: [
    text(
      'Office hours',
      `Monday to Friday, 8:00 AM to 5:00 PM Pacific

[Email us](mailto:info@heartwiselearning.org)`,
    ),
  ],
}
