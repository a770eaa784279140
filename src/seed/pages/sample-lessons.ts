import { text, type SeedPage } from '@/seed/helpers'

export const sampleLessons: SeedPage = {
  title: 'Sample Lessons',
  path: '/sample-lessons',
  seo: { description: 'Try free sample lessons from our digital programs, classroom kits and units.' },
  sections: [
    { blockType: 'shortHero', title: 'Sample lessons', subtitle: 'Try complete lessons from every program', backgroundColor: 'secondary' },
    text(
      'Groups of samples',
      `1. Digital Programs
2. Classroom Kits
3. Bullying Prevention Unit
4. Child Protection Unit
5. Out-of-School Time`,
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
