import styles from './Shell.module.css'

/** Tells reviewers which CMS entry they are looking at. Rendered only outside production. */
export function ReviewBar({ id, space, title }: { id: number | string; space: string; title: string }) {
  return (
    <aside className={styles.reviewBar} aria-label="Review tools">
      <span>
        <strong>Page id:</strong> {id}
      </span>
      <span>
        <strong>Space:</strong> {space}
      </span>
      <span>
        <strong>Title:</strong> {title}
      </span>
      <a href={`/admin/collections/pages/${id}`} target="_blank" rel="noopener noreferrer">
        Edit this page<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </aside>
  )
}
