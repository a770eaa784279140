import { clientAddress } from '@/server/request-address'
import { cspReportEndpoint } from '@/server/csp-reports'

// Every report is read and logged as it comes; never cached.
export const dynamic = 'force-dynamic'

/** POST /api/csp-report: browsers report what the content security policy blocked; answered 204. */
export const POST = cspReportEndpoint({ clientAddress, log: (line) => console.warn(line) })
