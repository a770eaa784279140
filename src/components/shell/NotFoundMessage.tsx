import { Link } from '@/components/Link'

/** The 404 message: what happened and where to go instead. */
export function NotFoundMessage() {
  return (
    <section className="page-title">
      <p className="heading-6">Error 404</p>
      <h1>We can’t find that page</h1>
      <p>The page may have moved, or the address may have a typo. These places are a good start:</p>
      <ul>
        <li><Link href="/">Home</Link></li>
        <li><Link href="/elementary-school-curriculum/digital-program">Elementary digital program</Link></li>
        <li><Link href="/search">Search the site</Link></li>
        <li><Link href="/contact">Contact us</Link></li>
      </ul>
    </section>
  )
}
