import { geoAlbers, geoIdentity, geoPath } from 'd3-geo'
import type { Feature, FeatureCollection, Geometry } from 'geojson'
import { feature } from 'topojson-client'
import { presimplify, quantile, simplify } from 'topojson-simplify'
import type { GeometryCollection, Topology } from 'topojson-specification'
import usAtlas from 'us-atlas/states-albers-10m.json'
import worldAtlas from 'world-atlas/countries-110m.json'

import { CANADA, REGIONS, type Region, type RegionCode } from '@/features/territories/regions'

/** The map's drawing area. */
export const VIEW_BOX = { width: 1000, height: 589 }

/** The small eastern states, labelled in a column to the right with a line to their shape. */
export const LEADER_STATES: readonly RegionCode[] = ['VT', 'NH', 'MA', 'RI', 'CT', 'NJ', 'DE', 'MD', 'DC']

/** One clickable place on the map: its outline, and where its label goes (with a line to it for small states). */
export type RegionShape = {
  code: RegionCode
  name: string
  d: string
  label: { x: number; y: number }
  leader?: { x1: number; y1: number; x2: number; y2: number }
  /** Around a leader label: the area that takes a click or tap, at least 24 by 24 pixels wherever the map is shown. */
  hit?: { x: number; y: number; width: number; height: number }
}

/** The census map (already projected to 975 by 610, Alaska and Hawaii as insets) scaled into the space under Canada. */
const SCALE = 0.8
const OFFSET = { x: 54, y: 101 }
/**
 * Where the leader labels stand, and how far apart: 40 map units, so each label's clickable area is at least 24 pixels
 * tall where the map is narrowest on a wide screen (about 620 pixels for 1000 units, in a page's main column at 992
 * pixels, the side box then under the map).
 */
const LEADER_LABEL_X = 872
export const LEADER_GAP = 40
/** Keeps the share of outline points that matter most at this size: about a quarter of the page weight. */
const KEEP_QUANTILE = 0.25
/** Label nudges (in map units) where a shape's centre of mass falls badly, such as Florida's or Michigan's. */
const LABEL_NUDGE: Partial<Record<RegionCode, [number, number]>> = {
  FL: [12, 8],
  LA: [-8, 0],
  MI: [10, 14],
  KY: [4, 2],
  HI: [0, -10],
  ID: [0, 10],
  CANADA: [0, -10],
}

const round = (value: number) => Math.round(value * 10) / 10

/** Tenths as the shortest decimal: 12 → "1.2", -5 → "-.5", 30 → "3". */
const decimal = (tenths: number) => (tenths / 10).toString().replace(/^(-?)0\./, '$1.')

/**
 * A polygon path (absolute M, L and Z, as d3 writes it) as relative moves in tenths: each point is its step from the
 * one before, with no command letters between points and no repeated points. The same outline in about half the text.
 */
export function compactPath(d: string): string {
  let out = ''
  let [x, y, startX, startY] = [0, 0, 0, 0]
  for (const [, command, args] of d.matchAll(/([MLZ])([^MLZ]*)/g)) {
    if (command === 'Z') {
      out += 'z'
      ;[x, y] = [startX, startY]
      continue
    }
    const [px, py] = args.split(',').map((value) => Math.round(Number(value) * 10))
    const [dx, dy] = [px - x, py - y]
    if (command === 'L' && dx === 0 && dy === 0) continue
    const pair = `${decimal(dx)},${decimal(dy)}`
    out += command === 'M' ? `m${pair}` : /[\d.]$/.test(out) && !pair.startsWith('-') ? ` ${pair}` : pair
    ;[x, y] = [px, py]
    if (command === 'M') [startX, startY] = [px, py]
  }
  return out
}

type StateTopology = Topology<{ states: GeometryCollection; nation: GeometryCollection }>
type WorldTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>

function buildShapes(): RegionShape[] {
  const detailed = usAtlas as unknown as StateTopology
  const prepared = presimplify(structuredClone(detailed))
  const topology = simplify(prepared, quantile(prepared, KEEP_QUANTILE)) as StateTopology
  const states = (feature(topology, topology.objects.states) as FeatureCollection).features
  const usPath = geoPath(geoIdentity().scale(SCALE).translate([OFFSET.x, OFFSET.y])).digits(1)

  const world = worldAtlas as unknown as WorldTopology
  const canada = (feature(world, world.objects.countries) as FeatureCollection<Geometry, { name: string }>).features.find(
    (country) => country.properties.name === 'Canada',
  ) as Feature
  // The same conic projection as the census map's lower 48 states, so Canada meets them along the border; cut to a band.
  const canadaProjection = geoAlbers()
    .scale(1300 * SCALE)
    .translate([487.5 * SCALE + OFFSET.x, 305 * SCALE + OFFSET.y])
    .clipExtent([
      [OFFSET.x + 40, 4],
      [LEADER_LABEL_X - 20, VIEW_BOX.height],
    ])
  const canadaPath = geoPath(canadaProjection).digits(1)

  const shapes: RegionShape[] = []
  for (const region of REGIONS) {
    const [path, shape] = region.code === CANADA ? [canadaPath, canada] : [usPath, states.find((state) => state.id === (region as Region).fips)]
    if (!shape) throw new Error(`The census map has no outline for ${region.name}.`)
    const [cx, cy] = path.centroid(shape)
    const [dx, dy] = LABEL_NUDGE[region.code] ?? [0, 0]
    shapes.push({ code: region.code, name: region.name, d: compactPath(path(shape) ?? ''), label: { x: round(cx + dx), y: round(cy + dy) } })
  }

  // Small eastern states: labels stacked top to bottom in the order of their shapes, each joined to its shape.
  let nextY = 0
  for (const shape of shapes.filter((candidate) => LEADER_STATES.includes(candidate.code)).sort((a, b) => a.label.y - b.label.y)) {
    const y = Math.max(shape.label.y, nextY)
    nextY = y + LEADER_GAP
    shape.leader = { x1: shape.label.x, y1: shape.label.y, x2: LEADER_LABEL_X - 4, y2: round(y) }
    shape.label = { x: LEADER_LABEL_X, y: round(y) }
    shape.hit = { x: LEADER_LABEL_X - 6, y: round(y - LEADER_GAP / 2), width: LEADER_GAP, height: LEADER_GAP }
  }
  return shapes
}

let cached: RegionShape[] | undefined

/** The outlines of the 50 states, DC and Canada, computed once per process. */
export function regionShapes(): RegionShape[] {
  cached ??= buildShapes()
  return cached
}
