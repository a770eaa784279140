import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

import { islandsLoaded } from './tests/support/next-dynamic'

vi.mock('next/dynamic', () => import('./tests/support/next-dynamic'))
beforeEach(islandsLoaded)

afterEach(() => cleanup())
