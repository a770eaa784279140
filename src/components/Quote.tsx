import styles from './Quote.module.css'

/** A pull quote with its speaker and an optional second line (their role or school). */
export function Quote({ quote, quotee, quoteeLine2 }: { quote?: string | null; quotee?: string | null; quoteeLine2?: string | null }) {
  if (!quote) return null
  return (
    <figure className={styles.figure}>
      <blockquote className={styles.quote}>
        <p>{quote}</p>
      </blockquote>
      {quotee ? (
        <figcaption className={styles.caption}>
          <span className={styles.name}>{quotee}</span>
          {quoteeLine2 ? <span>{quoteeLine2}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  )
}
