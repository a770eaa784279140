import { hero, type SeedPage } from '@/seed/helpers'

export const bullyingPrevention: SeedPage = {
  title: 'Bullying Prevention Unit',
  path: '/bullying-prevention',
  seo: { description: 'A bullying prevention unit for Kindergarten through Grade 5 that teaches students to recognise, report and refuse bullying.' },
  sections: [
    hero(
      'Bullying Prevention Unit',
      'Kindergarten through Grade 5',
      'Students learn to recognise bullying, report it to a caring adult, refuse to take part and stand up for others safely.',
    ),
    {
      blockType: 'twoColumnText',
      title: 'Recognise, report, refuse',
      leftText: `### For students

The unit adds a handful of focused lessons to each grade. Students practise telling bullying apart from
ordinary conflict, and rehearse what to say and do when they see it ([note 1](#footnote-1)).`,
      rightText: `### For staff

Guidance for every adult on responding consistently when a student reports bullying, so students learn that
telling an adult makes a difference ([note 2](#footnote-2)).`,
      backgroundColor: 'none',
    },
    {
      blockType: 'linkButtonList',
      title: 'See the unit for yourself',
      text: 'Sample lessons are available for Grades 2 and 5.',
      buttons: [
        { text: 'Try a sample lesson', url: '/sample-lessons', color: 'primary' },
        { text: 'Download the planning guide (PDF)', url: '/files/implementation-guide.pdf', color: 'secondary' },
        { text: 'Ask for a quote', url: '/contact', color: 'orange' },
      ],
      center: true,
      backgroundColor: 'gray',
    },
    {
      blockType: 'footnotesList',
      title: 'Sources',
      footnotes: [
        { text: 'Lessons follow the recognise, report, refuse model used by many state anti-bullying guidelines.' },
        {
          text: 'Consistent adult responses are among the strongest predictors of students reporting bullying; see the planning guide for the staff response steps.',
          sourceText: 'Planning guide',
          sourceUrl: '/files/implementation-guide.pdf',
        },
      ],
    },
  ],
}
