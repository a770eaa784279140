import '@testing-library/jest-dom/vitest'
import { afterEach, beforeEach, vi } from 'vitest'

import { islandsLoaded } from './tests/support/next-dynamic'

vi.mock('next/dynamic', () => import('./tests/support/next-dynamic'))
beforeEach(islandsLoaded)

// Each test ends by letting the worker read its messages: a file of many quick tests would otherwise hold the event
// loop until the worker's own reports to Vitest time out (60 s) on a loaded machine ("Timeout calling onTaskUpdate").
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)))
