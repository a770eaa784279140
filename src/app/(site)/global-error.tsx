'use client'

/** Last-resort error page when the site layout itself fails (HTTP 500). */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1.25rem' }}>
        <main>
          <h1>Something went wrong on our side</h1>
          <p>We could not show this page just now. Please try again in a moment.</p>
          <button type="button" onClick={reset}>Try again</button> <a href="/">Go to the homepage</a>
        </main>
      </body>
    </html>
  )
}
