import type { CaseStudyBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  district: {
    blockType: 'caseStudy',
    title: 'Ridgeview High: a calmer start to every day',
    text: `Ridgeview piloted our schoolwide practices in advisory periods for one year. Teachers reported
**fewer classroom disruptions** and students said they felt more connected to at least one adult at school.`,
    linkText: 'Read the case study',
    linkUrl: '/files/ridgeview-case-study.pdf',
    linkText2: 'Talk to our team',
    linkUrl2: '/contact',
    image: demoImage('students'),
    imageLinkUrl: '/files/ridgeview-case-study.pdf',
    cards: [
      { title: 'Students served', text: '1,450' },
      { title: 'Grades', text: '9–12' },
      { title: 'Program', text: 'High School Schoolwide Practice' },
    ],
    alignment: 'Left',
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<CaseStudyBlock, 'id'>>
