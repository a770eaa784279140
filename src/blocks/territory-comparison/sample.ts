import type { TerritoryComparisonBlock } from '@/payload-types'

const cells = (...values: string[]) => values.map((value) => ({ value }))

export const samples = {
  territories: {
    blockType: 'territoryComparison',
    title: 'Schools using the program by territory',
    text: 'Highlighted territories grew by more than a fifth this school year.',
    columns: cells('South Central', 'Mountain West', 'Pacific Northwest', 'California', 'Canada', 'Great Lakes', 'Upper Midwest', 'New England', 'Southeast', 'Illinois & New York', 'Mid-Atlantic', 'Southwest'),
    rows: [
      { text: 'Schools', cells: cells('412', '238', '301', '655', '120', '389', '344', '402', '517', '610', '366', '298'), highlighted: ['4', '9'] },
      { text: 'Districts', cells: cells('96', '71', '58', '140', '22', '88', '79', '93', '121', '133', '84', '67'), highlighted: ['10'] },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<TerritoryComparisonBlock, 'id'>>
