import type { ComparisonTableBlock } from '@/payload-types'

const row = (...cells: string[]) => ({ subSections: cells.map((text) => ({ text })) })

export const samples = {
  programs: {
    blockType: 'comparisonTable',
    title: 'Compare our programs',
    text: 'Every program teaches the same core skills: managing emotions, building friendships and solving problems.',
    featureLabel: 'Feature',
    columns: [{ label: 'Early Learning' }, { label: 'Elementary' }, { label: 'Middle School' }],
    columns2: ['', 'Ages 3–5', 'Kindergarten–Grade 5', 'Grades 6–8'].map((label) => ({ label })),
    cards: [
      { title: 'Lessons', text: 'What students learn each week', linkUrl: '/elementary-school-curriculum/digital-program' },
      row('Weekly skill-building lessons', '', '', ''),
      row('Lessons per year', '28', '22–25', '26'),
      row('Minutes per lesson', '5–7', '20–40', '25'),
      { title: 'Support for adults' },
      row('Family take-home activities', '', '', ''),
      row('Online staff training', '', '', ''),
      row('Advisory period guides', '—', '—', ''),
    ],
    disclaimer: 'A check means the feature is included at no extra cost.',
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<ComparisonTableBlock, 'id'>>
