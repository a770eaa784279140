import { demoImage } from '@/blocks/demo-media'
import { text, type SeedPage } from '@/seed/helpers'

export const digitalProgram: SeedPage = {
  title: 'Elementary Digital Program',
  path: '/elementary-school-curriculum/digital-program',
  seo: { description: 'A digital social-emotional learning program for Kindergarten through Grade 5 with videos, slides and progress tracking.' },
  sections: [
    {
      blockType: 'primaryHero',
      title: 'Social-emotional learning that fits your school day',
      subtitle: 'Kindergarten through Grade 8',
      text: 'Ready-to-teach lessons, family resources and progress reports, all in one digital program.',
      image: demoImage('teacher'),
      linkText: 'Explore the program',
      linkUrl: '/elementary-school-curriculum/digital-program',
      buttonColor1: 'primary',
      linkText2: 'Get a quote',
      linkUrl2: '/contact',
      buttonColor2: 'orange',
      backgroundColor: 'gray',
    },
    text(
      'Everything in one place',
      `Teachers open a lesson, press play and follow the on-screen prompts. Each lesson runs 20 to 40 minutes
and ends with a short practice activity students repeat during the week.

- **Lesson videos** featuring real students
- **Classroom slides** with discussion prompts
- **Progress reports** for school leaders`,
      { image: demoImage('digital-program') },
    ),
    text(
      'Planning a rollout?',
      'Our implementation guides walk school teams through the first 90 days, from staff kickoff to family night.',
      { backgroundColor: 'gray', linkText: 'Download the planning guide (PDF)', linkUrl: '/files/implementation-guide.pdf' },
    ),
    {
      blockType: 'pillarBanner',
      title: 'Inside a lesson in four minutes',
      text: 'A teacher walks through a complete Grade 3 lesson, from warm-up to practice.',
      videoId: 'ScMzIvxBSi4',
      playInModal: true,
      backgroundColor: 'gray',
    },
    {
      blockType: 'scopeSequenceBanner',
      grades: 'Kindergarten–Grade 5',
      title: 'See every unit and lesson at a glance',
      text: 'The scope and sequence lists the skills taught in each unit, grade by grade, so you can plan the year.',
      image: demoImage('scope-sequence'),
      linkText: 'Download the Scope and Sequence',
      linkUrl: '/files/elementary-scope-and-sequence.pdf',
      backgroundColor: 'gray',
    },
  ],
}
