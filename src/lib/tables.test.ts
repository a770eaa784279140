import { describe, expect, it } from 'vitest'

import { comparisonGroups, territoryLines } from './tables'

describe('comparisonGroups', () => {
  it('starts a group at each titled card and turns the other cards into rows of cells', () => {
    const groups = comparisonGroups(
      [
        { title: 'Lessons', text: 'Grades K–5', linkUrl: '/elementary-school-curriculum/digital-program' },
        { subSections: [{ text: 'Weekly lessons' }, { text: '' }, { text: '' }, { text: '' }] },
        { subSections: [{ text: 'Lessons per grade' }, { text: '22' }, { text: '25' }, { text: '' }] },
        { title: 'Training' },
        { subSections: [{ text: 'Staff training' }, { text: '' }] },
      ],
      3,
    )
    expect(groups).toEqual([
      {
        title: 'Lessons',
        text: 'Grades K–5',
        linkUrl: '/elementary-school-curriculum/digital-program',
        rows: [
          { label: 'Weekly lessons', cells: [{ kind: 'check' }, { kind: 'check' }, { kind: 'check' }] },
          { label: 'Lessons per grade', cells: [{ kind: 'value', value: '22' }, { kind: 'value', value: '25' }, { kind: 'check' }] },
        ],
      },
      { title: 'Training', text: undefined, linkUrl: undefined, rows: [{ label: 'Staff training', cells: [{ kind: 'check' }, { kind: 'blank' }, { kind: 'blank' }] }] },
    ])
  })

  it('puts rows before any titled card in a group without a header and skips empty cards', () => {
    const groups = comparisonGroups([{ subSections: [] }, { subSections: [{ text: 'Family letters' }, { text: 'English' }] }], 2)
    expect(groups).toEqual([{ rows: [{ label: 'Family letters', cells: [{ kind: 'value', value: 'English' }, { kind: 'blank' }] }] }])
  })

  it('drops values past the last column', () => {
    const [group] = comparisonGroups([{ subSections: [{ text: 'Row' }, { text: 'a' }, { text: 'b' }] }], 1)
    expect(group.rows[0].cells).toEqual([{ kind: 'value', value: 'a' }])
  })
})

describe('territoryLines', () => {
  const values = Array.from({ length: 12 }, (_, index) => `$${index + 1}`)

  it('splits twelve values into two lines of six', () => {
    const lines = territoryLines(values)
    expect(lines).toHaveLength(2)
    expect(lines.map((line) => line.map((cell) => cell.value))).toEqual([values.slice(0, 6), values.slice(6)])
  })

  it('highlights cells by their position from 1 to 12, given as numbers or strings', () => {
    const lines = territoryLines(values, [1, '7', 12])
    expect(lines.flat().filter((cell) => cell.highlighted).map((cell) => cell.value)).toEqual(['$1', '$7', '$12'])
  })

  it('fills missing values with empty cells and drops values past the twelfth', () => {
    const lines = territoryLines(['a', null, 'c', ...values])
    expect(lines.flat()).toHaveLength(12)
    expect(lines[0].slice(0, 3).map((cell) => cell.value)).toEqual(['a', '', 'c'])
  })
})
