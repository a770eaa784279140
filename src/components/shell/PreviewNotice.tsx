import styles from './Shell.module.css'

/** Tells an editor in preview that they see the latest draft, with a way back to the published page. */
export function PreviewNotice({ route }: { route: string }) {
  return (
    <aside className={styles.previewNotice} aria-label="Preview">
      You are previewing the latest draft of this page.{' '}
      <a href={`/next/exit-preview?path=${encodeURIComponent(route)}`}>Exit preview</a>
    </aside>
  )
}
