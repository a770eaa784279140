import { hero, text, type SeedPage } from '@/seed/helpers'

export const childProtection: SeedPage = {
  title: 'Child Protection Unit',
  path: '/child-protection',
  seo: { description: 'Lessons that teach children safety skills, and training that helps adults recognise and respond to abuse.' },
  sections: [
    hero(
      'Child Protection Unit',
      'Early Learning to Grade 5',
      'Age-appropriate lessons that teach children to recognise unsafe situations, say no and tell a trusted adult, with training for every staff member.',
    ),
    text(
      'Keeping children safe takes a whole school',
      `The unit pairs classroom lessons with staff training and family materials, so every adult around a child
knows the warning signs and how to respond. Schools use it alongside their existing child-safeguarding policies.

- Staff training modules with scenarios and knowledge checks
- Classroom lessons for Early Learning, Grade 2 and Grade 5 samples
- Family guides in English and Spanish`,
    ),
  ],
}
