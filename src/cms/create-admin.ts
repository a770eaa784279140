/**
 * `ADMIN_EMAIL=… ADMIN_PASSWORD=… npm run create-admin`: creates that editor account, or gives the existing account
 * that password. The password is checked for strength and never printed.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/server/env'
import { passwordProblem } from './accounts'

const fail = (message: string) => {
  console.error(message)
  process.exit(1)
}

const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env
if (!email || !password) fail('Set ADMIN_EMAIL and ADMIN_PASSWORD: ADMIN_EMAIL=editor@example.org ADMIN_PASSWORD=… npm run create-admin')
const problem = passwordProblem(password!, email!)
if (problem) fail(`ADMIN_PASSWORD cannot be used: ${problem}`)

const payload = await getPayload({ config })
const existing = await payload.find({ collection: 'users', where: { email: { equals: email!.toLowerCase() } }, limit: 1, depth: 0 })
if (existing.docs[0]) {
  await payload.update({ collection: 'users', id: existing.docs[0].id, data: { password: password! } })
  console.log(`The account ${email} has its new password.`)
} else {
  await payload.create({ collection: 'users', data: { email: email!, password: password!, name: 'Site admin' } })
  console.log(`Created the editor account ${email}.`)
}
process.exit(0)
