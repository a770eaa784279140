import { buildConfig } from 'payload'

import { databaseAdapter, siteConfig } from './site-config'

export default buildConfig({ ...siteConfig, db: databaseAdapter() })
