import { demoImage } from '@/blocks/demo-media'
import { samples as pillarBannerSamples } from '@/blocks/pillar-banner/sample'
import { samples as primaryHeroSamples } from '@/blocks/primary-hero/sample'
import { samples as scopeSequenceBannerSamples } from '@/blocks/scope-sequence-banner/sample'
import { text, type SeedPage } from '@/seed/helpers'

export const digitalProgram: SeedPage = {
  title: 'Elementary Digital Program',
  path: '/elementary-school-curriculum/digital-program',
  seo: { description: 'A digital social-emotional learning program for Kindergarten through Grade 5 with videos, slides and progress tracking.' },
  sections: [
    primaryHeroSamples.twoButtons,
    {
      blockType: 'featureSection',
      title: 'Everything in one place',
      text: `Teachers open a lesson, press play and follow the on-screen prompts. Each lesson runs 20 to 40 minutes
and ends with a short practice activity students repeat during the week. Choose a feature to learn more.`,
      backgroundColor: 'none',
      cards: [
        {
          title: 'Lesson videos',
          text: 'Videos featuring real students model each skill, from naming a feeling to joining a game at recess.',
          image: demoImage('digital-program'),
        },
        {
          title: 'Classroom slides',
          text: 'Slides with discussion prompts walk the class through every step, so no lesson needs extra preparation.',
          image: demoImage('classroom'),
        },
        {
          title: 'Practice activities',
          text: `Two-minute activities bring the skill into the rest of the week.
[Browse sample lessons](/sample-lessons) to try one with your class.`,
          image: demoImage('teacher'),
        },
        {
          title: 'Progress reports',
          text: 'School leaders see which lessons each class has taught and where teachers might want support.',
          image: demoImage('students'),
        },
      ],
    },
    text(
      'Planning a rollout?',
      'Our implementation guides walk school teams through the first 90 days, from staff kickoff to family night.',
      { backgroundColor: 'gray', linkText: 'Download the planning guide (PDF)', linkUrl: '/files/implementation-guide.pdf' },
    ),
    {
      blockType: 'timelineTile',
      title: 'Your first 90 days',
      intro: 'Most schools follow the same path from signing up to teaching with confidence.',
      backgroundColor: 'none',
      steps: [
        { label: 'Before launch', title: 'Form your team', text: 'Name a program lead and choose the grades that start first.' },
        { label: 'Weeks 1–2', title: 'Train your staff', text: 'Teachers complete the online training, about two hours at their own pace.' },
        { label: 'Weeks 3–8', title: 'Teach the first unit', text: 'Classrooms teach one lesson a week and practise the skills daily.' },
        { label: 'Day 90', title: 'Review and plan', text: 'Your team reads the progress reports and plans the rest of the year.' },
      ],
    },
    pillarBannerSamples.videoInDialog,
    {
      blockType: 'dashboardSection',
      title: 'Teacher dashboard',
      anchorLink: 'dashboard',
      icon: true,
      text: 'Teachers sign in with their school account to open lessons, track progress and share resources with families.',
      linkText: 'Go to My Dashboard',
      linkUrl: 'https://learn.heartwiselearning.org/dashboard',
      backgroundColor: 'none',
      markdownSections: [
        {
          title: 'Plan the week',
          text: 'See the next lesson for each class, with a five-minute preview video and the materials to print.',
        },
      ],
      markdownSections2: [
        {
          title: 'Stay in touch with families',
          text: 'Send take-home pages in English or Spanish with one click after each lesson.',
        },
      ],
      cards: [
        {
          title: 'Lessons',
          text: 'Every lesson for your grade, with videos and slides.',
          linkText: 'Open lessons',
          linkUrl: 'https://learn.heartwiselearning.org/lessons',
          backgroundColor: 'gray',
        },
        {
          title: 'Reports',
          text: 'Lessons completed, class by class.',
          linkText: 'View reports',
          linkUrl: 'https://learn.heartwiselearning.org/reports',
          backgroundColor: 'gray',
        },
        {
          title: 'Family resources',
          text: 'Take-home pages and games to play at home.',
          linkText: 'Browse family resources',
          linkUrl: '/family-supports',
          backgroundColor: 'gray',
        },
      ],
    },
    scopeSequenceBannerSamples.pdfWithPreview,
    {
      blockType: 'marketingForm',
      title: 'See the digital program in action',
      text: 'Book a 30-minute walkthrough with a program specialist: we will show a full lesson and the reports school leaders see.',
      formId: '2072',
      successTitle: 'Thank you!',
      successMessage: 'A program specialist will email you within one business day to find a time.',
      anchorLink: 'demo',
    },
  ],
}
