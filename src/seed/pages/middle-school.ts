import { demoImage } from '@/blocks/demo-media'
import { samples as viewSampleBannerSamples } from '@/blocks/view-sample-banner/sample'
import type { SeedPage } from '@/seed/helpers'

export const middleSchool: SeedPage = {
  title: 'Middle School SEL Curriculum',
  path: '/middle-school-curriculum',
  seo: { description: 'Digital social-emotional learning lessons for Grades 6 to 8 that help students handle stress, relationships and big decisions.' },
  sections: [
    {
      blockType: 'heroImage',
      title: 'Middle School curriculum',
      text: 'Relevant, discussion-based lessons for Grades 6 to 8 that help students navigate stress, friendships, online life and growing independence.',
      image: demoImage('classroom'),
      linkText: 'Try a sample lesson',
      linkUrl: '/sample-lessons',
      buttonColor: 'yellow',
    },
    {
      blockType: 'lessonOverview',
      title: 'Built for advisory',
      text: 'Twenty-five-minute lessons fit advisory or homeroom schedules, and every lesson follows the same three steps.',
      primaryTitle: 'Watch',
      primaryText: 'A short video featuring real middle schoolers opens each lesson and starts the conversation.',
      title2: 'Discuss',
      secondaryText: 'Students talk in pairs and small groups, with prompts that connect the skill to their own lives.',
      title3: 'Practise',
      tertiaryText: 'A closing activity and an optional family handout help students use the skill the same week.',
      cards: [
        {
          title: 'Ready for the educator',
          subtitle: 'About 10 minutes to prepare',
          text: 'A one-page lesson plan with the objective, key words and discussion tips, plus slides to present.',
        },
        {
          title: 'Connected to home',
          subtitle: 'In English and Spanish',
          text: 'Family handouts explain each skill and suggest a conversation to have at home.',
          linkText: 'See family resources',
          linkUrl: '/family-supports',
        },
      ],
      lessonSamplesTitle: 'Try a sample lesson',
      lessonSamples: [
        { title: 'Lesson 4: Dealing with Setbacks', grade: 'Grade 6', image: demoImage('sample-lesson'), linkUrl: '/sample-lessons', linkText: 'View Sample' },
        { title: 'Lesson 9: Responding to Online Harassment', grade: 'Grade 7', image: demoImage('students'), linkUrl: '/sample-lessons', linkText: 'View Sample' },
        { title: 'Lesson 14: Handling Peer Pressure', grade: 'Grade 8', image: demoImage('teacher'), linkUrl: '/sample-lessons', linkText: 'View Sample' },
      ],
      additionalUnit: 'Each grade also includes a **bullying prevention unit** with lessons on recognizing harassment, online and off, and what bystanders can do.',
      backgroundColor: 'none',
    },
    {
      blockType: 'unitOverview',
      sectionTitle: 'Grade 6 units',
      text: 'Four units of six to seven lessons each take students from setting goals to handling conflict with friends.',
      units: [
        {
          unitType: 'Unit',
          unitNumber: 1,
          unitTitle: 'Mindsets and Goals',
          lessonCount: 6,
          unitOverviewText: 'Growing a growth mindset, setting goals that matter and bouncing back from setbacks.',
        },
        {
          unitType: 'Unit',
          unitNumber: 2,
          unitTitle: 'Recognizing Bullying and Harassment',
          lessonCount: 7,
          unitOverviewText: 'Telling bullying from conflict, spotting harassment online and off, and knowing how to respond.',
        },
        {
          unitType: 'Unit',
          unitNumber: 3,
          unitTitle: 'Thoughts, Emotions and Decisions',
          lessonCount: 7,
          unitOverviewText: 'Noticing what triggers strong emotions and using thinking strategies before deciding what to do.',
        },
        {
          unitType: 'Unit',
          unitNumber: 4,
          unitTitle: 'Managing Relationships and Social Conflict',
          lessonCount: 6,
          unitOverviewText: 'Building healthy friendships, seeing other points of view and resolving conflicts respectfully.',
        },
        {
          unitType: 'Bonus unit',
          unitTitle: 'Digital Citizenship',
          lessonCount: 4,
          unitOverviewText: 'Protecting privacy, thinking before posting and supporting friends online.',
          comingSoon: 'Coming Fall 2027',
        },
      ],
      backgroundColor: 'gray',
    },
    viewSampleBannerSamples.middleSchool,
  ],
}
