import { hero, text, type SeedPage } from '@/seed/helpers'

export const bullyingPrevention: SeedPage = {
  title: 'Bullying Prevention Unit',
  path: '/bullying-prevention',
  seo: { description: 'A bullying prevention unit for Kindergarten through Grade 5 that teaches students to recognise, report and refuse bullying.' },
  sections: [
    hero(
      'Bullying Prevention Unit',
      'Kindergarten through Grade 5',
      'Students learn to recognise bullying, report it to a caring adult, refuse to take part and stand up for others safely.',
    ),
    text(
      'Recognise, report, refuse',
      `The unit adds a handful of focused lessons to each grade, plus guidance for staff on responding consistently
when a student reports bullying. Sample lessons are available for Grades 2 and 5.`,
      { linkText: 'Try a sample lesson', linkUrl: '/sample-lessons' },
    ),
  ],
}
