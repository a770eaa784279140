import { render } from '@testing-library/react'
import { expect, it } from 'vitest'

import SpacerLevelsSection from './Block'
import { sample } from './sample'

it('renders the five levels as 15 to 75 px of space', () => {
  const heights = sample.map((block, i) => {
    const { container } = render(<SpacerLevelsSection block={{ ...block, id: `l${i}` }} />)
    return (container.firstElementChild as HTMLElement).style.height
  })
  expect(heights).toEqual(['15px', '30px', '45px', '60px', '75px'])
})
