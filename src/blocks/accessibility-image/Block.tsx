import { useId } from 'react'

import { Link } from '@/components/Link'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { asMedia } from '@/components/responsive-image'
import { Section } from '@/components/Section'
import { imagePlacement, imageTexts } from '@/blocks/accessibility-image/accessibility-image'
import { imageSizes } from '@/lib/breakpoints'
import type { BlockProps } from '@/lib/sections'
import type { AccessibilityImageBlock } from '@/payload-types'
import styles from './Block.module.css'

/**
 * A picture that carries information, with its short alternative text on the image and its long description under an
 * "Image description" disclosure, tied to the image with aria-describedby; body copy flows beside it.
 */
export default function AccessibilityImage({ block, context }: BlockProps<AccessibilityImageBlock>) {
  const descriptionId = useId()
  const { justification, size } = imagePlacement(block.imageJustification, block.imageSize)
  const { alt, description } = imageTexts({ ...block.accessibility, mediaAlt: asMedia(block.image)?.alt })
  const image = (
    <MediaImage
      media={block.image}
      alt={alt}
      describedBy={description ? descriptionId : undefined}
      sizes={imageSizes({ tablet: '60vw' })}
      className={styles.image}
      loading={context.imageLoading}
    />
  )
  return (
    <Section anchorLink={block.anchorLink}>
      <div className={[styles.body, styles[justification]].join(' ')}>
        <figure className={[styles.figure, styles[size]].join(' ')}>
          {block.imageUrl ? <Link href={block.imageUrl}>{image}</Link> : image}
          {description ? (
            <details className={styles.details}>
              <summary>Image description</summary>
              <p id={descriptionId}>{description}</p>
            </details>
          ) : null}
        </figure>
        <Markdown text={block.bodyCopy?.bodyCopyContent} />
      </div>
    </Section>
  )
}
