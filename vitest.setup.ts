import '@testing-library/jest-dom/vitest'
import { beforeEach, vi } from 'vitest'

import { islandsLoaded } from './tests/support/next-dynamic'

vi.mock('next/dynamic', () => import('./tests/support/next-dynamic'))
beforeEach(islandsLoaded)
