import { demoImage } from '@/blocks/demo-media'
import { hero, text, type SeedPage } from '@/seed/helpers'

export const adults: SeedPage = {
  title: 'SEL for Adults',
  path: '/social-emotional-learning-adults',
  selaFont: true,
  seo: { description: 'Professional learning that builds the social-emotional skills of school staff and strengthens school culture.' },
  sections: [
    hero(
      'SEL for Adults',
      'Professional learning for school staff',
      'Short, self-paced modules and team discussions that build adults’ own social-emotional skills and a culture of belonging.',
    ),
    text(
      'How it works',
      `Staff complete a short online module on their own, then meet as a team to reflect and plan. Each module
takes about 15 minutes and connects to practical routines staff can try the next day.`,
    ),
    {
      blockType: 'successStoryHero',
      title: 'Riverside Unified: one language for every campus',
      text: 'Twelve elementary schools adopted the digital program in the same year and cut office referrals by a third.',
      image: demoImage('students'),
      quote: 'Our students now have words for what they feel, and our teachers have time to teach.',
      quotee: 'Dr. Alicia Moreno',
      quoteeLine2: 'Director of Student Services, Riverside Unified',
    },
  ],
}
