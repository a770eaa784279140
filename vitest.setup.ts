import '@testing-library/jest-dom/vitest'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, vi } from 'vitest'

import { islandsLoaded } from './tests/support/next-dynamic'

// Unit tests never open the demo's database or one named by the shell: a module that reads the settings before a
// test has started its own CMS gets a database file of its own.
process.env.DATABASE_URI = `file:${path.join(os.tmpdir(), `sel-unit-tests-${process.pid}.db`)}`

vi.mock('next/dynamic', () => import('./tests/support/next-dynamic'))
beforeEach(islandsLoaded)

// Each test ends by letting the worker read its messages: a file of many quick tests would otherwise hold the event
// loop until the worker's own reports to Vitest time out (60 s) on a loaded machine ("Timeout calling onTaskUpdate").
afterEach(() => new Promise<void>((resolve) => setImmediate(resolve)))
