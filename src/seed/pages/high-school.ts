import { hero, text, type SeedPage } from '@/seed/helpers'

export const highSchool: SeedPage = {
  title: 'High School SEL Curriculum',
  path: '/high-school-sel-curriculum',
  seo: { description: 'Our high school social-emotional learning program is in development. Sign up for updates.' },
  sections: [
    hero(
      'High School SEL curriculum',
      'In development',
      'We are building a high school program with students, teachers and counsellors. Sign up to hear when pilot materials are ready.',
      { text: 'Sign up for updates', url: '#updates' },
    ),
    text(
      'Be the first to know',
      `We will share pilot lessons, research findings and launch dates with educators who sign up. Until then,
read about schoolwide practices and educator well-being on our blog.`,
      { anchorLink: 'updates', backgroundColor: 'gray' },
    ),
  ],
}
