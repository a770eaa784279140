import type { AccordionBlock } from '@/payload-types'

export const samples = {
  withSubSections: {
    blockType: 'accordion',
    title: 'Running the program at your site',
    backgroundColor: 'none',
    subSections: [
      {
        title: 'Who can lead the activities?',
        text: `Any staff member can. Each activity comes with a one-page guide that explains the goal, the materials
and what to say, so a new team member can lead it on their first day.`,
      },
      {
        title: 'How does a typical session run?',
        text: 'Sessions follow the same four steps, so children know what comes next:',
        subSections: [
          { title: 'Warm-up (5 minutes)', text: 'A quick game that gets everyone moving and paying attention.' },
          { title: 'Skill talk (10 minutes)', text: 'Staff introduce the skill of the week with a short story or role play.' },
          { title: 'Practice (10 minutes)', text: 'Children practise the skill in pairs or small groups, with staff coaching.' },
          { title: 'Wrap-up (5 minutes)', text: 'The group names one place they can use the skill before the next session.' },
        ],
      },
      {
        title: 'What materials do we need?',
        text: `Most activities use paper, markers and a ball. Printable cards and posters are included with the
program; nothing needs to be bought separately.`,
      },
    ],
  },
  untitled: {
    blockType: 'accordion',
    backgroundColor: 'gray',
    subSections: [
      { title: 'Does the program work with mixed-age groups?', text: 'Yes. Every activity lists a simpler and a harder version.' },
      { title: 'Can families see what children learn?', text: 'A weekly take-home page describes the skill and a game to play at home.' },
    ],
  },
} satisfies Record<string, Omit<AccordionBlock, 'id'>>
