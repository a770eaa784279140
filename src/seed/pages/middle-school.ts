import { demoImage } from '@/blocks/demo-media'
import { text, type SeedPage } from '@/seed/helpers'

export const middleSchool: SeedPage = {
  title: 'Middle School SEL Curriculum',
  path: '/middle-school-curriculum',
  seo: { description: 'Digital social-emotional learning lessons for Grades 6 to 8 that help students handle stress, relationships and big decisions.' },
  sections: [
    {
      blockType: 'heroImage',
      title: 'Middle School curriculum',
      text: 'Relevant, discussion-based lessons for Grades 6 to 8 that help students navigate stress, friendships, online life and growing independence.',
      image: demoImage('classroom'),
      linkText: 'Try a sample lesson',
      linkUrl: '/sample-lessons',
      buttonColor: 'yellow',
    },
    text(
      'Built for advisory',
      `Twenty-five-minute lessons fit advisory or homeroom schedules. Students watch short videos featuring real
middle schoolers, then discuss and practise in small groups.`,
    ),
    {
      blockType: 'viewSampleBanner',
      program: 'Middle School',
      title: 'Try a complete Grade 7 lesson',
      text: 'Watch the student video, read the discussion guide and see the practice activity your class would use.',
      linkText: 'View Sample',
      linkUrl: '/sample-lessons',
      backgroundColor: 'secondary',
    },
  ],
}
