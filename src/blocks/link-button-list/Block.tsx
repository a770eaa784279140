import { LinkButtons } from '@/components/Button'
import { TitledSection } from '@/components/TitledSection'
import type { BlockProps } from '@/lib/sections'
import type { LinkButtonListBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A row of coloured link buttons, with an optional heading and text. */
export default function LinkButtonList({ block, context }: BlockProps<LinkButtonListBlock>) {
  return (
    <TitledSection
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      className={block.center ? styles.center : undefined}
      title={block.title}
      headingLevel={context.headingLevel}
      text={block.text}
    >
      <LinkButtons className={styles.buttons} links={(block.buttons ?? []).map(({ text, url, color }) => ({ text, url, color }))} />
    </TitledSection>
  )
}
