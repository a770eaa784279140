import type { FootnotesListBlock } from '@/payload-types'

export const samples = {
  research: {
    blockType: 'footnotesList',
    title: 'Sources',
    footnotes: [
      {
        text: 'Durlak, J. A., et al. (2011). *The impact of enhancing students’ social and emotional learning: A meta-analysis of school-based universal interventions.* Child Development, 82(1).',
        sourceText: 'Read the study',
        sourceUrl: 'https://doi.org/10.1111/j.1467-8624.2010.01564.x',
      },
      { text: 'Figures from our 2025 survey of 1,200 elementary teachers in 14 states.' },
      { text: 'Program evaluation summary, 2024.', sourceUrl: '/files/program-evaluation-2024.pdf' },
    ],
  },
} satisfies Record<string, Omit<FootnotesListBlock, 'id'>>
