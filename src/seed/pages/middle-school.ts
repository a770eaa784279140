import { hero, text, type SeedPage } from '../helpers'

export const middleSchool: SeedPage = {
  title: 'Middle School SEL Curriculum',
  path: '/middle-school-curriculum',
  seo: { description: 'Digital social-emotional learning lessons for Grades 6 to 8 that help students handle stress, relationships and big decisions.' },
  sections: [
    hero(
      'Middle School curriculum',
      'Grades 6 to 8',
      'Relevant, discussion-based lessons that help students navigate stress, friendships, online life and their growing independence.',
    ),
    text(
      'Built for advisory',
      `Twenty-five-minute lessons fit advisory or homeroom schedules. Students watch short videos featuring real
middle schoolers, then discuss and practise in small groups.`,
    ),
  ],
}
