/** The brand mark: two overlapping hearts, drawn inline. */
export function Logo() {
  return (
    <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <path d="M13 30C5 24 2 19 2 13.5 2 9.4 5.1 6.5 9 6.5c2 0 3.3.9 4 2 .7-1.1 2-2 4-2 3.9 0 7 2.9 7 7 0 5.5-3 10.5-11 16.5z" fill="#487a7b" />
      <path d="M23 30c-3-2.2-5.2-4.3-6.7-6.3 4.2-4 6.7-7.2 6.7-10.9 0-1-.2-2-.5-2.8.7-.9 1.9-1.5 3.5-1.5 3.9 0 7 2.9 7 7 0 5.5-3 10.5-10 14.5z" fill="#00756e" />
    </svg>
  )
}
