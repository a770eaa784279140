import { LinkButton } from '@/components/Button'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { TitledSection } from '@/components/TitledSection'
import { getMapTerritories, type MapTerritory } from '@/features/territories/data'
import { regionName } from '@/features/territories/regions'
import { up } from '@/lib/breakpoints'
import type { BlockProps } from '@/lib/sections'
import type { TerritoryMapBlock } from '@/payload-types'
import { TerritoryMapIsland } from './Loader.client'
import { regionShapes, VIEW_BOX, type RegionShape } from './shapes'
import styles from './Block.module.css'

/** What a state's control says it does, after the state's name. */
export const STATE_ACTION = 'opens a modal with contact information for the representative'

/** The map's name for screen readers. */
export const MAP_NAME = 'Sales territory map'

/** A transparent pixel: screens wide enough for the map never download the phone picture. */
const NO_PICTURE = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** The list that replaces the map on phones. */
export const LIST_LABEL = 'Sales territories'

/** How the keyboard moves on the map, read with each state. */
export const MAP_KEYS = 'Tab moves from territory to territory; the arrow keys move between the states of a territory.'

/** "Louisiana, New Mexico and Texas": a territory's places by name. */
export const statesInWords = (codes: readonly string[]) => {
  const names = codes.map(regionName)
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '')
}

/** One place on the map, in its territory's colour; with a territory, a control opening its representatives. */
function Place({ shape, territory, tabbable, keysId }: { shape: RegionShape; territory?: MapTerritory; tabbable: boolean; keysId: string }) {
  const control = territory
    ? {
        role: 'button',
        tabIndex: tabbable ? 0 : -1,
        'aria-label': `${shape.name}: ${STATE_ACTION}`,
        'aria-describedby': keysId,
        'aria-haspopup': 'dialog' as const,
        'data-territory': territory.id,
      }
    : { 'aria-hidden': true }
  return (
    <g className={styles.region} data-region={shape.code} fill={territory?.color ?? '#d9d9d9'} {...control}>
      <path d={shape.d} />
      {shape.leader ? <line className={styles.leader} {...shape.leader} /> : null}
      {shape.hit ? <rect className={styles.hit} {...shape.hit} /> : null}
      <text x={shape.label.x} y={shape.label.y} textAnchor={shape.leader ? 'start' : 'middle'} dominantBaseline="central">
        {shape.code}
      </text>
    </g>
  )
}

/**
 * The map: each territory a named group of its places, so screen readers hear them by territory and Tab goes through
 * the 12 territories (one place of each in the tab order), not the 52 places; the arrow keys move between the places
 * of a territory (TerritoryMap.client.tsx). Places no territory covers come last, grey and not controls.
 */
function TerritorySvg({ territories, name, keysId }: { territories: MapTerritory[]; name: string; keysId: string }) {
  const shapes = regionShapes()
  const claimed = new Set(territories.flatMap((territory) => territory.states))
  return (
    <svg className={styles.map} viewBox={`0 0 ${VIEW_BOX.width} ${VIEW_BOX.height}`} role="group" aria-label={name}>
      {territories.map((territory) => (
        <g key={territory.id} role="group" aria-label={territory.fullName}>
          {shapes
            .filter((shape) => territory.states.includes(shape.code))
            .map((shape, index) => (
              <Place key={shape.code} shape={shape} territory={territory} tabbable={index === 0} keysId={keysId} />
            ))}
        </g>
      ))}
      {shapes
        .filter((shape) => !claimed.has(shape.code))
        .map((shape) => (
          <Place key={shape.code} shape={shape} tabbable={false} keysId={keysId} />
        ))}
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
  const keysId = `territory-map-keys-${block.id ?? 'map'}`
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel} anchorLink={block.anchorLink}>
      <div className={styles.frame}>
        <div className={styles.layout}>
          <TerritoryMapIsland
            listLabel={LIST_LABEL}
            territories={territories.map(({ id, fullName, color, states, representatives }) => ({ id, fullName, color, places: statesInWords(states), representatives }))}
          >
            <TerritorySvg territories={territories} name={MAP_NAME} keysId={keysId} />
            <p id={keysId} className="visually-hidden">
              {MAP_KEYS}
            </p>
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
      </div>
    </TitledSection>
  )
}
