import { render, screen } from '@testing-library/react'
import type { Payload } from 'payload'
import { expect, it } from 'vitest'

import { UnclaimedStates } from './UnclaimedStates'

const payloadWith = (territories: { states: string[] }[]) => ({ find: async () => ({ docs: territories }) }) as unknown as Payload

it('names the places no territory covers above the territories list', async () => {
  render(await UnclaimedStates({ payload: payloadWith([{ states: ['AL', 'AK'] }]) }))
  expect(screen.getByText(/^Not in any territory yet, so not clickable on the map: Arizona, Arkansas, California,/)).toHaveTextContent(/Wyoming, Canada\.$/)
})
