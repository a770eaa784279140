/** `payload run src/seed/run.ts [if-empty]`: seeds the configured database. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from './index'

const payload = await getPayload({ config })
await seed(payload, { ifEmpty: process.argv.includes('if-empty') })
