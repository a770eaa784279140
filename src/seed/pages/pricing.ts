import { demoImage } from '@/blocks/demo-media'
import { hero, type SeedPage } from '@/seed/helpers'

export const pricing: SeedPage = {
  title: 'Pricing',
  path: '/pricing',
  seo: { description: 'Annual pricing for digital program licenses by school count and term.' },
  sections: [
    hero('Pricing', 'Simple annual licenses', 'Estimate your annual price per school and per student.'),
    {
      blockType: 'pricingCalculator',
      title: 'Estimate your annual price',
      text: 'Choose how many schools will use the digital program and the length of the license. Add the number of students per school to see the price per student.',
      disclaimer:
        'Estimates are per school, per year, for the full digital program. Taxes, printed kits and on-site training are not included; a written quote confirms your price.',
      linkText: 'Talk to a sales representative',
      linkUrl: '/contact',
      backgroundColor: 'none',
      anchorLink: 'calculator',
    },
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
