import { LinkButton } from '@/components/Button'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { TitledSection } from '@/components/TitledSection'
import { getMapTerritories, type MapTerritory } from '@/features/territories/data'
import { up } from '@/lib/breakpoints'
import type { BlockProps } from '@/lib/sections'
import type { TerritoryMapBlock } from '@/payload-types'
import { TerritoryMapIsland } from './Loader.client'
import { regionShapes, VIEW_BOX } from './shapes'
import styles from './Block.module.css'

/** What a state's control says it does, after the state's name. */
export const STATE_ACTION = 'opens a modal with contact information for the representative'

/** The map's name for screen readers. */
export const MAP_NAME = 'Sales territory map'

/** A transparent pixel: screens wide enough for the map never download the phone picture. */
const NO_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** The list that replaces the map on phones. */
export const LIST_LABEL = 'Sales territories'

/** The places on the map, each in its territory's colour and, when it has one, a control opening its representatives. */
function TerritorySvg({ territories, name }: { territories: MapTerritory[]; name: string }) {
  const territoryOf = new Map(territories.flatMap((territory) => territory.states.map((code) => [code, territory] as const)))
  return (
    <svg className={styles.map} viewBox={`0 0 ${VIEW_BOX.width} ${VIEW_BOX.height}`} role="group" aria-label={name}>
      {regionShapes().map((shape) => {
        const territory = territoryOf.get(shape.code)
        const control = territory
          ? { role: 'button', tabIndex: 0, 'aria-label': `${shape.name}: ${STATE_ACTION}`, 'aria-haspopup': 'dialog' as const, 'data-territory': territory.id }
          : { 'aria-hidden': true }
        return (
          <g key={shape.code} className={styles.region} data-region={shape.code} fill={territory?.color ?? '#d9d9d9'} {...control}>
            <path d={shape.d} />
            {shape.leader ? <line className={styles.leader} {...shape.leader} /> : null}
            <text x={shape.label.x} y={shape.label.y} textAnchor={shape.leader ? 'start' : 'middle'} dominantBaseline="central">
              {shape.code}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/**
 * The sales territory map: a map of the states and Canada drawn on the server in their territories' colours, a side
 * box with a description and an optional button. Choosing a state opens its territory's representatives; on phones a
 * picture and a list of the territories take the map's place.
 */
export default async function TerritoryMap({ block, context }: BlockProps<TerritoryMapBlock>) {
  const territories = await getMapTerritories()
  const hasSide = Boolean(block.description?.trim() || (block.linkText && block.linkUrl))
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel} anchorLink={block.anchorLink}>
      <div className={styles.layout}>
        <TerritoryMapIsland
          listLabel={LIST_LABEL}
          territories={territories.map(({ id, fullName, color, representatives }) => ({ id, fullName, color, representatives }))}
        >
          <TerritorySvg territories={territories} name={MAP_NAME} />
          <picture>
            <source media={up('tablet')} srcSet={NO_PICTURE} />
            {/* Near the top of a page, the phone picture loads with it: on phones it is the largest thing in view. */}
            <MediaImage media={block.mobileImage} className={styles.mobileImage} sizes="100vw" loading={context.imageLoading === 'lazy' ? 'lazy' : 'eager'} />
          </picture>
        </TerritoryMapIsland>
        {hasSide ? (
          <div className={styles.side}>
            <Markdown text={block.description} />
            <LinkButton text={block.linkText} url={block.linkUrl} />
          </div>
        ) : null}
      </div>
    </TitledSection>
  )
}
