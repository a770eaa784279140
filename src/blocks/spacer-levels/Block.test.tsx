import { render } from '@testing-library/react'
import { expect, it } from 'vitest'

import SpacerLevelsSection from './Block'
import { samples } from './sample'

it('renders the five levels as 15 to 75 px of space', () => {
  const levels = [samples.level1, samples.level2, samples.level3, samples.level4, samples.level5]
  const heights = levels.map((block, i) => {
    const { container } = render(<SpacerLevelsSection block={{ ...block, id: `l${i}` }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
    return (container.firstElementChild as HTMLElement).style.height
  })
  expect(heights).toEqual(['15px', '30px', '45px', '60px', '75px'])
})
