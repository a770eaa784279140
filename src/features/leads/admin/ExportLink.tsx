/** Above the form submissions list: downloads every submission as CSV (server/export.ts). */
export function ExportLink() {
  return (
    <p>
      <a className="btn btn--style-secondary btn--size-small" href="/api/lead-submissions/export" download>
        Download all as CSV
      </a>
    </p>
  )
}
