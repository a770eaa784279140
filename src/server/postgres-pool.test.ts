import { EventEmitter } from 'node:events'

import { expect, it, vi } from 'vitest'

import { guardedPg } from './postgres-pool'

it('listens on every connection a pool lends, once, so a connection PostgreSQL ends cannot end the process', () => {
  const log = vi.fn()
  const pool = new (guardedPg(log).Pool)({ connectionString: 'postgres://unused@127.0.0.1:1/unused' })
  const client = new EventEmitter()
  // Without a listener, emitting 'error' throws (what ends the process).
  expect(() => new EventEmitter().emit('error', new Error('cut'))).toThrow('cut')
  pool.emit('acquire', client)
  pool.emit('acquire', client)
  expect(client.listenerCount('error')).toBe(1)
  const ended = new Error('terminating connection due to idle-in-transaction timeout')
  expect(() => client.emit('error', ended)).not.toThrow()
  // The pool passes an idle connection's error on too: reported once.
  pool.emit('error', ended)
  expect(log).toHaveBeenCalledTimes(1)
  expect(log).toHaveBeenCalledWith('A database connection was closed: terminating connection due to idle-in-transaction timeout. The next query opens another.')
  void pool.end()
})
