import { sample as shortHero } from '../../blocks/short-hero/sample'
import { sample as viewSampleBanner } from '../../blocks/view-sample-banner/sample'
import { text, type SeedPage } from '../helpers'

export const sampleLessons: SeedPage = {
  title: 'Sample Lessons',
  path: '/sample-lessons',
  seo: { description: 'Try free sample lessons from our digital programs, classroom kits and units.' },
  sections: [
    ...shortHero,
    text(
      'Groups of samples',
      `1. Digital Programs
2. Classroom Kits
3. Bullying Prevention Unit
4. Child Protection Unit
5. Out-of-School Time`,
    ),
    ...viewSampleBanner,
  ],
}
