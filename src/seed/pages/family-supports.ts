import { sample as promoBanner } from '../../blocks/promo-banner/sample'
import { sample as yetiHero } from '../../blocks/yeti-hero/sample'
import { text, type SeedPage } from '../helpers'

export const familySupports: SeedPage = {
  title: 'Family Supports',
  path: '/family-supports',
  seo: { description: 'Free activities and guides that help families practise social-emotional skills at home.' },
  sections: [
    ...yetiHero,
    text(
      'Try this tonight',
      `Ask your child: *"What was one moment today when you felt proud?"* Then share one of your own. Naming
feelings together builds the same skills your child practises at school.`,
    ),
    ...promoBanner,
  ],
}
