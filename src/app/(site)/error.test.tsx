import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'

import ErrorPage from './error'

it('tells the visitor something went wrong, offers a retry and shows the reference', () => {
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  const reset = vi.fn()
  render(<ErrorPage error={Object.assign(new Error('database down'), { digest: 'abc123' })} reset={reset} />)
  expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeInTheDocument()
  expect(screen.getByText('Reference: abc123')).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(reset).toHaveBeenCalled()
  expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/')
  consoleError.mockRestore()
})
