import { ArtDirectedImage } from '@/components/ArtDirectedImage'
import { LinkButton, LinkButtons } from '@/components/Button'
import { Heading } from '@/components/Heading'
import { imageSizes } from '@/lib/breakpoints'
import { Markdown } from '@/components/Markdown'
import { env } from '@/server/env.server'
import { createAccountUrl } from '@/lib/links'
import type { HomepageHeroBlock } from '@/payload-types'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import styles from './Block.module.css'
import { Greeting } from './Loader.client'

export const SCREEN_READER_TITLE = 'Programs Homepage'
export const TAGLINE = 'HUMAN SKILLS. REAL IMPACT.'

export default function HomepageHero({ block, context }: BlockProps<HomepageHeroBlock>) {
  return (
    <section className={styles.hero} aria-label={SCREEN_READER_TITLE}>
      <Heading level={context.headingLevel} className="visually-hidden">
        {SCREEN_READER_TITLE}
      </Heading>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.tagline}>{TAGLINE}</p>
          <p className={styles.headline}>
            <span className={styles.blue}>{block.title}</span> {block.titleAccent ? <span className={styles.teal}>{block.titleAccent}</span> : null}
          </p>
          <Markdown text={block.text} className={styles.body} />
          <LinkButtons
            links={[
              { text: block.ctaText1, url: block.ctaLink1, color: 'yellow' },
              { text: block.ctaText2, url: block.ctaLink2, color: 'secondary' },
            ]}
          />
        </div>
        <div className={styles.picture}>
          <ArtDirectedImage
            desktop={block.image}
            tablet={block.imageTablet}
            mobile={block.imageMobile}
            loading={context.imageLoading}
            sizes={imageSizes({ content: '585px', desktop: '50vw' })}
          />
        </div>
      </div>
      <div className={styles.panels}>
        <div className={styles.panel}>
          <Heading level={subheadingLevel(context.headingLevel)} className="heading-5">
            Returning users
          </Heading>
          <Greeting />
          {block.returningUserText ? <p>{block.returningUserText}</p> : null}
          <LinkButton text={block.dashboardButton} url={block.dashboardLink} color="primary" />
        </div>
        <div className={styles.panel}>
          <Heading level={subheadingLevel(context.headingLevel)} className="heading-5">
            New users
          </Heading>
          {block.newUserText ? <p>{block.newUserText}</p> : null}
          <LinkButton text={block.createAccountButton} url={createAccountUrl(env.LEARNING_SITE_URL)} color="orange" />
        </div>
      </div>
    </section>
  )
}
