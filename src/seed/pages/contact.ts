import { demoImage } from '@/blocks/demo-media'
import { samples as socialMediaLinksSamples } from '@/blocks/social-media-links/sample'
import { samples as territoryComparisonSamples } from '@/blocks/territory-comparison/sample'
import { samples as territoryMapSamples } from '@/blocks/territory-map/sample'
import { hero, text, type SeedPage } from '@/seed/helpers'

export const contact: SeedPage = {
  title: 'Contact Us',
  path: '/contact',
  twoColumnLayout: 'True',
  seo: { description: 'Contact our sales and support teams about programs, pricing, orders, accounts and licenses.' },
  sections: [
    hero('Contact us', 'We are happy to help', 'Questions about programs, pricing or an order? Reach the right team below.', undefined, 'secondary'),
    { ...territoryMapSamples.salesTerritories, anchorLink: 'territories' },
    {
      blockType: 'contactBlock',
      title: 'Sales',
      text: 'To choose programs, plan a rollout or get a quote, write to sales@heartwiselearning.org.',
      backgroundColor: 'none',
    },
    {
      blockType: 'imageLightbox',
      title: 'Our territories at a glance',
      text: 'Twelve territories, each with its own team. Open the larger map to print it or share it with your colleagues.',
      image: demoImage('territory-map'),
      lightbox: { images: [demoImage('territory-map')], linkText: 'View the larger map' },
      backgroundColor: 'none',
    },
    territoryComparisonSamples.territories,
    {
      blockType: 'contactBlock',
      title: 'Support',
      text: 'For help with accounts, licenses or lessons, write to support@heartwiselearning.org. We answer within one business day.',
      backgroundColor: 'none',
      anchorLink: 'support',
    },
    {
      blockType: 'marketingForm',
      title: 'Send us a message',
      text: 'Leave your email address and a member of our team will get back to you within one business day.',
      formId: '1417',
      successTitle: 'Thank you!',
      successMessage: 'We have received your message and will reply within one business day.',
      anchorLink: 'message',
    },
  ],
  sectionsRight: [
    text('Office hours', 'Monday to Friday, 8:00 AM to 5:00 PM Pacific'),
    {
      blockType: 'contactBlock',
      title: 'General questions',
      text: 'info@heartwiselearning.org',
      backgroundColor: 'none',
    },
    socialMediaLinksSamples.followUs,
  ],
}
