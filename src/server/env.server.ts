// The validated environment for code that only Next runs (pages, routes, server components): importing it from a
// client component fails the build. The CMS configuration, which the Payload CLI also loads, uses `./env`.
import 'server-only'

export { env, type Env } from './env'
