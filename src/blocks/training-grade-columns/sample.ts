import type { TrainingGradeColumnsBlock } from '@/payload-types'

export const samples = {
  threeBands: {
    blockType: 'trainingGradeColumns',
    title: 'Staff training for every grade band',
    intro: 'Each training is self-paced, takes about an hour and ends with a short knowledge check.',
    columns: [
      {
        gradeLabel: 'Early Learning',
        title: 'Safe and cared for',
        text: `- Recognising signs of abuse in young children
- Responding to a disclosure calmly
- Talking with families`,
        linkText: 'Early Learning training',
        linkUrl: '/files/child-protection-training-early-learning.pdf',
      },
      {
        gradeLabel: 'Kindergarten–Grade 2',
        title: 'Safe touch, unsafe touch',
        text: `- Teaching body-safety rules
- Practising "say no, get away, tell"
- Following your reporting policy`,
        linkText: 'K–2 training',
        linkUrl: '/files/child-protection-training-k-2.pdf',
      },
      {
        gradeLabel: 'Grades 3–5',
        title: 'Safety online and offline',
        text: `- Spotting grooming behaviour
- Online safety and secrets
- Supporting a child after a report`,
        linkText: 'Grades 3–5 training',
        linkUrl: '/files/child-protection-training-grades-3-5.pdf',
      },
    ],
    columnColor: 'gray',
    backgroundColor: 'none',
  },
  twoBandsOnGray: {
    blockType: 'trainingGradeColumns',
    title: 'Bullying prevention training',
    columns: [
      { gradeLabel: 'Kindergarten–Grade 2', title: 'Kind words, kind hands', text: '- What bullying is and is not\n- Helping young bystanders speak up' },
      { gradeLabel: 'Grades 3–5', title: 'Upstanders together', text: '- Recognise, report, refuse\n- Responding consistently to every report' },
    ],
    columnColor: 'none',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<TrainingGradeColumnsBlock, 'id'>>
