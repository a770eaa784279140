import { sample as heroImage } from '../../blocks/hero-image/sample'
import { sample as viewSampleBanner } from '../../blocks/view-sample-banner/sample'
import { text, type SeedPage } from '../helpers'

export const middleSchool: SeedPage = {
  title: 'Middle School SEL Curriculum',
  path: '/middle-school-curriculum',
  seo: { description: 'Digital social-emotional learning lessons for Grades 6 to 8 that help students handle stress, relationships and big decisions.' },
  sections: [
    {
      ...heroImage[0],
      title: 'Middle School curriculum',
      text: 'Relevant, discussion-based lessons for Grades 6 to 8 that help students navigate stress, friendships, online life and growing independence.',
      linkText: 'Try a sample lesson',
      linkUrl: '/sample-lessons',
    },
    text(
      'Built for advisory',
      `Twenty-five-minute lessons fit advisory or homeroom schedules. Students watch short videos featuring real
middle schoolers, then discuss and practise in small groups.`,
    ),
    ...viewSampleBanner,
  ],
}
