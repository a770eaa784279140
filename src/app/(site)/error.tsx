'use client'

import { useEffect } from 'react'

/**
 * Shown when a page fails to render (HTTP 500). It imports no stylesheet of its own: Next preloads an error page's
 * styles on every page, and a preloaded stylesheet no page uses is a console warning (and a wasted request) on each.
 * Its button takes the site's global `retry-button` style.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <main id="content" className="page-title">
      <p className="heading-6">Error 500</p>
      <h1>Something went wrong on our side</h1>
      <p>We could not show this page just now. Please try again in a moment.</p>
      <p>
        <button type="button" className="retry-button" onClick={reset}>
          Try again
        </button>{' '}
        <a href="/">Go to the homepage</a>
      </p>
      {error.digest ? <p>Reference: {error.digest}</p> : null}
    </main>
  )
}
