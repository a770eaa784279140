import { demoImage } from '@/blocks/demo-media'
import { text, type SeedPage } from '@/seed/helpers'

export const classroomKits: SeedPage = {
  title: 'Elementary Classroom Kits',
  path: '/elementary-school-curriculum/classroom-kits',
  seo: { description: 'Printed social-emotional learning kits for Early Learning through Grade 5 classrooms: lesson cards, posters and puppets.' },
  sections: [
    {
      blockType: 'heroBanner',
      title: 'Classroom kits for Early Learning through Grade 5',
      subtitle: 'Hands-on lessons, songs and puppets in one box',
      image: demoImage('banner-desktop'),
      imageTablet: demoImage('banner-tablet'),
      imageMobile: demoImage('banner-mobile'),
      linkText: 'Request a quote',
      linkUrl: '/contact',
      small: false,
      showLanguageNote: true,
    },
    text(
      'Inside each kit',
      `| Item | Early Learning | Kindergarten–Grade 5 |
|---|---|---|
| Lesson cards | 28 | 22–25 |
| Posters | 6 | 4 |
| Puppets | 2 | 1 |
| Song recordings | Yes | Yes |`,
    ),
  ],
}
