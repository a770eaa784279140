import { demoImage } from '@/blocks/demo-media'
import { hero, type SeedPage } from '@/seed/helpers'

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
    {
      blockType: 'iconCards',
      title: 'What we are building',
      text: 'The program grows from what students, teachers and counsellors told us they need.',
      cards: [
        { icon: 'school', title: 'Schoolwide practices', text: 'Routines the whole staff shares, from the first bell to the last.' },
        { icon: 'users', title: 'Advisory lessons', text: 'Twenty-five-minute lessons on stress, belonging and planning ahead.' },
        { icon: 'heart-handshake', title: 'Educator well-being', text: 'Short practices that help adults model the skills they teach.' },
        { icon: 'graduation-cap', title: 'Life after high school', text: 'Goal-setting and decision-making for college, work and beyond.' },
      ],
      backgroundColor: 'none',
    },
    {
      blockType: 'caseStudy',
      title: 'Ridgeview High: a calmer start to every day',
      text: `Ridgeview piloted our schoolwide practices in advisory periods for one year. Teachers reported
**fewer classroom disruptions**, and students said they felt more connected to at least one adult at school.`,
      linkText: 'Join the pilot',
      linkUrl: '#updates',
      linkText2: 'Talk to our team',
      linkUrl2: '/contact',
      image: demoImage('students'),
      cards: [
        { title: 'Students served', text: '1,450' },
        { title: 'Grades', text: '9–12' },
        { title: 'Program', text: 'High School Schoolwide Practice (pilot)' },
      ],
      alignment: 'Left',
      backgroundColor: 'none',
    },
    {
      blockType: 'signUpModal',
      sectionTitle: 'Be the first to know',
      sectionText: `We will share pilot lessons, research findings and launch dates with educators who sign up. Until then,
read about schoolwide practices and educator well-being [on our blog](#blog).`,
      label: 'Sign up for updates',
      title: 'Sign up for high school updates',
      text: 'Leave your email address and we will write when pilot materials are ready. No more than one email a month.',
      formId: '1846',
      successTitle: 'You are on the list!',
      successMessage: 'Thank you for signing up. Watch your inbox for news about the high school program.',
      anchorLink: 'updates',
    },
    {
      blockType: 'blogFeed',
      title: 'High school SEL on our blog',
      maxItems: 3,
      categories: ['High-School'],
      showDate: true,
      showCategories: false,
      viewAllText: 'View All',
      variant: 'list',
      backgroundColor: 'none',
      anchorLink: 'blog',
    },
  ],
}
