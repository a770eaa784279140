import { hero, text, type SeedPage } from '../helpers'

export const digitalProgram: SeedPage = {
  title: 'Elementary Digital Program',
  path: '/elementary-school-curriculum/digital-program',
  image: 'digital-program',
  seo: { description: 'A digital social-emotional learning program for Kindergarten through Grade 5 with videos, slides and progress tracking.' },
  sections: [
    hero(
      'Elementary digital program',
      'Kindergarten through Grade 5',
      'Ready-to-teach lessons with videos, interactive slides and printable activities, all in one place and available in English and Spanish.',
      { text: 'See pricing', url: '/pricing' },
    ),
    text(
      'Everything in one place',
      `Teachers open a lesson, press play and follow the on-screen prompts. Each lesson runs 20 to 40 minutes
and ends with a short practice activity students repeat during the week.

- **Lesson videos** featuring real students
- **Classroom slides** with discussion prompts
- **Progress reports** for school leaders`,
    ),
    text(
      'Planning a rollout?',
      'Our implementation guides walk school teams through the first 90 days, from staff kickoff to family night.',
      { backgroundColor: 'gray', linkText: 'Download the planning guide (PDF)', linkUrl: '/files/implementation-guide.pdf' },
    ),
  ],
}
