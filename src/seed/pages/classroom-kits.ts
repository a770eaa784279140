import { sample as heroBanner } from '../../blocks/hero-banner/sample'
import { text, type SeedPage } from '../helpers'

export const classroomKits: SeedPage = {
  title: 'Elementary Classroom Kits',
  path: '/elementary-school-curriculum/classroom-kits',
  seo: { description: 'Printed social-emotional learning kits for Early Learning through Grade 5 classrooms: lesson cards, posters and puppets.' },
  sections: [
    ...heroBanner,
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
