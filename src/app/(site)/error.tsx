'use client'

import { useEffect } from 'react'

import { buttonClassName } from '@/components/button-style'

/** Shown when a page fails to render (HTTP 500). */
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
        <button type="button" className={buttonClassName()} onClick={reset}>
          Try again
        </button>{' '}
        <a href="/">Go to the homepage</a>
      </p>
      {error.digest ? <p>Reference: {error.digest}</p> : null}
    </main>
  )
}
