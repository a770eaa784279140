import { demoImage } from '@/blocks/demo-media'
import { text, type SeedPage } from '@/seed/helpers'

export const familySupports: SeedPage = {
  title: 'Family Supports',
  path: '/family-supports',
  seo: { description: 'Free activities and guides that help families practise social-emotional skills at home.' },
  sections: [
    {
      blockType: 'yetiHero',
      image: demoImage('yeti'),
      title: 'Hi there! Ready to learn together?',
      subtitle: 'Activities, songs and videos for families to share at home.',
      linkText: 'Start with family activities',
      linkUrl: '/family-supports',
      backgroundColor: 'none',
    },
    text(
      'Try this tonight',
      `Ask your child: *"What was one moment today when you felt proud?"* Then share one of your own. Naming
feelings together builds the same skills your child practises at school.`,
    ),
    {
      blockType: 'promoBanner',
      title: 'New for this school year: Grade 6–8 family activities',
      text: 'Free take-home activities in English and Spanish for every middle school unit.',
      linkText: 'Browse family supports',
      linkUrl: '/family-supports',
      buttonColor: 'orange',
      backgroundColor: 'gray',
    },
  ],
}
