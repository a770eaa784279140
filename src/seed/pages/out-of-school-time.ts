import { hero, text, type SeedPage } from '@/seed/helpers'

export const outOfSchoolTime: SeedPage = {
  title: 'Out-of-School Time Program',
  path: '/out-of-school-time-program',
  seo: { description: 'Social-emotional learning activities designed for afterschool and summer programs serving children in Kindergarten to Grade 5.' },
  sections: [
    hero(
      'Out-of-School Time program',
      'Kindergarten to Grade 5',
      'Games and group activities built for afterschool and summer settings, led by staff with any level of experience.',
    ),
    text(
      'Made for afterschool',
      `Activities take 30 minutes or less, need few materials and work with mixed-age groups. Staff guides explain
each activity step by step, so a new team member can lead it on their first day.`,
    ),
  ],
}
