import { demoImage } from '@/blocks/demo-media'
import type { DashboardSectionBlock } from '@/payload-types'

export const samples = {
  loginRequired: {
    blockType: 'dashboardSection',
    title: 'Your teaching dashboard',
    icon: true,
    text: `Everything you need to teach this week, in one place. Sign in to the learning site with your school
account to open lessons, slides and progress reports.`,
    image: demoImage('digital-program'),
    linkText: 'Go to My Dashboard',
    linkUrl: 'https://learn.heartwiselearning.org/dashboard',
    backgroundColor: 'none',
    markdownSections: [
      {
        title: 'Before your first lesson',
        text: `- Watch the 20-minute **Getting Started** video
- Print the classroom poster for your grade
- Send the family welcome letter home`,
      },
    ],
    markdownSections2: [
      {
        title: 'Need a hand?',
        text: 'Our support team answers within one school day. Visit the [help center](/faq) or email us any time.',
      },
    ],
    timelines: [
      {
        title: 'Your first four weeks',
        steps: [
          { label: 'Week 1', title: 'Meet the program', text: 'Explore the dashboard and teach the welcome lesson.' },
          { label: 'Week 2', title: 'Build routines', text: 'Start each morning with a two-minute calming activity.' },
          { label: 'Week 3', title: 'Invite families', text: 'Share the first take-home page and a game to play together.' },
          { label: 'Week 4', title: 'Check in', text: 'Look at the class progress report and plan the next unit.' },
        ],
      },
    ],
    cards: [
      {
        title: 'Lesson library',
        text: 'Every lesson for your grade, with videos and slides.',
        linkText: 'Open lessons',
        linkUrl: 'https://learn.heartwiselearning.org/lessons',
        backgroundColor: 'gray',
      },
      {
        title: 'Progress reports',
        text: 'See which lessons each class has completed.',
        linkText: 'View reports',
        linkUrl: 'https://learn.heartwiselearning.org/reports',
        backgroundColor: 'gray',
      },
      {
        title: 'Family resources',
        text: 'Take-home pages in English and Spanish.',
        linkText: 'Browse resources',
        linkUrl: '/family-supports',
        backgroundColor: 'gray',
      },
    ],
  },
  open: {
    blockType: 'dashboardSection',
    title: 'Free resources for every educator',
    text: 'No account needed: download these posters and activity sheets and use them with any class.',
    backgroundColor: 'gray',
    cards: [
      { title: 'Feelings poster', text: 'A colourful chart of 24 feelings words.', image: demoImage('sample-lesson') },
      { title: 'Calm-down steps', text: 'Four steps to calm down, illustrated for young learners.', image: demoImage('early-learning') },
    ],
  },
} satisfies Record<string, Omit<DashboardSectionBlock, 'id'>>
