import { demoImage } from '../../blocks/demo-media'
import { sample as pillarBanner } from '../../blocks/pillar-banner/sample'
import { sample as primaryHero } from '../../blocks/primary-hero/sample'
import { sample as scopeSequenceBanner } from '../../blocks/scope-sequence-banner/sample'
import { text, type SeedPage } from '../helpers'

export const digitalProgram: SeedPage = {
  title: 'Elementary Digital Program',
  path: '/elementary-school-curriculum/digital-program',
  seo: { description: 'A digital social-emotional learning program for Kindergarten through Grade 5 with videos, slides and progress tracking.' },
  sections: [
    ...primaryHero,
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
    ...pillarBanner.filter((banner) => banner.playInModal),
    ...scopeSequenceBanner,
  ],
}
