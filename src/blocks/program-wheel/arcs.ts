import { drawing, segmentAngles } from './wheel'

/** The space left between two segments of a ring, in degrees. */
export const SEGMENT_GAP = 1.5

const round = (value: number) => Math.round(value * 100) / 100

/** A point `radius` units from the drawing's centre at `degrees` clockwise from the top. */
function point(radius: number, degrees: number): string {
  const radians = (degrees * Math.PI) / 180
  const centre = drawing.size / 2
  return `${round(centre + radius * Math.sin(radians))} ${round(centre - radius * Math.cos(radians))}`
}

/**
 * The SVG path of one segment of a ring: the band between the ring's inner and outer edge, from the segment's start
 * to its end, less half a gap at each end. Drawn on the server; the island only turns it.
 */
export function segmentPath(ring: number, position: number): string {
  const { from, to } = segmentAngles(ring, position)
  const outer = drawing.radii[ring] + drawing.thicknesses[ring] / 2
  const inner = drawing.radii[ring] - drawing.thicknesses[ring] / 2
  const start = from + SEGMENT_GAP / 2
  const end = to - SEGMENT_GAP / 2
  const large = end - start > 180 ? 1 : 0
  return [
    `M ${point(outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(outer, end)}`,
    `L ${point(inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(inner, start)}`,
    'Z',
  ].join(' ')
}
