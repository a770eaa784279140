/**
 * The content security policy: only what the site uses. Scripts come from the site itself and the configured
 * advertising-pixel and marketing-form hosts; inline scripts are allowed one by one by their hashes, which the
 * production server adds to `script-src` for each HTML answer (src/server/inline-scripts.mjs). Video players and
 * marketing forms are framed from their configured hosts; nobody else may frame the site or the admin. Browsers
 * report what the policy blocks to the site's own report endpoint (src/server/csp-reports.ts).
 */
export type PolicyHosts = {
  /** The advertising pixel's script. */
  adPixelScript: string
  /** Where the pixel reports page views. */
  adPixelBeacon: string
  /** The privacy-mode video player and the hosted stream player. */
  videoPlayers: string[]
  /** The marketing-automation provider: its forms script, the forms' frames and submissions. */
  marketingForms: string
  /** Where the second interest form sends its calls (the content site; this site unless configured). */
  contentSite?: string
  /** The identity provider: the logout form's answer sends the browser on to its sign-out page. */
  identityProvider?: string
}

/** Where browsers send violation reports (src/app/(payload)/api/csp-report). */
export const CSP_REPORT_PATH = '/api/csp-report'

const origin = (url: string) => new URL(url).origin

/**
 * `development` (`npm run dev`): the development server evaluates the scripts it compiles and reloads edits over a
 * web socket, which the policy then allows; inline scripts are allowed by their hashes, as in production.
 */
export function contentSecurityPolicy(hosts: PolicyHosts, { development = false } = {}): string {
  const pixel = [origin(hosts.adPixelScript)]
  const beacon = [origin(hosts.adPixelBeacon)]
  const forms = [origin(hosts.marketingForms)]
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...pixel, ...forms, ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...beacon, ...forms],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...beacon, ...forms, ...(hosts.contentSite ? [origin(hosts.contentSite)] : []), ...(development ? ['ws:'] : [])],
    'frame-src': ["'self'", ...hosts.videoPlayers.map(origin), ...forms],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...forms, ...(hosts.identityProvider ? [origin(hosts.identityProvider)] : [])],
    'frame-ancestors': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}
