import sharp from 'sharp'

import { demoImages, type DemoImageName } from '@/blocks/demo-media'
import { regionShapes } from '@/blocks/territory-map/shapes'
import { TERRITORY_GROUPS } from '@/features/territories/groups'

function yeti(colors: readonly string[]) {
  return `<circle cx="400" cy="420" r="230" fill="${colors[0]}" stroke="#c9d6d6" stroke-width="8"/>
    <circle cx="330" cy="380" r="26" fill="#1f3a3b"/><circle cx="470" cy="380" r="26" fill="#1f3a3b"/>
    <path d="M320 480 Q400 550 480 480" stroke="#1f3a3b" stroke-width="16" fill="none" stroke-linecap="round"/>
    <ellipse cx="190" cy="330" rx="50" ry="90" fill="${colors[0]}" stroke="#c9d6d6" stroke-width="8" transform="rotate(-30 190 330)"/>
    <circle cx="400" cy="160" r="40" fill="${colors[1]}"/>`
}

/** The territory map as the seeded territories colour it, for phones and the larger map. */
function territoryMap() {
  const colorOf = new Map(TERRITORY_GROUPS.flatMap(({ states, color }) => states.map((code) => [code as string, color])))
  return regionShapes()
    .map(({ code, d, label, leader }) => {
      const line = leader ? `<line x1="${leader.x1}" y1="${leader.y1}" x2="${leader.x2}" y2="${leader.y2}" stroke="#1f1f1f" stroke-width="0.75"/>` : ''
      const anchor = leader ? 'start' : 'middle'
      return `<path d="${d}" fill="${colorOf.get(code)}" stroke="#fff" stroke-width="0.75"/>${line}<text x="${label.x}" y="${label.y + 4}" text-anchor="${anchor}" font-family="sans-serif" font-size="11" font-weight="700" fill="#1f1f1f">${code}</text>`
    })
    .join('')
}

/** Draws a demo picture: soft shapes in the brand colours (a mascot for the yeti). */
export async function drawDemoImage(name: DemoImageName): Promise<Buffer> {
  const { colors, width, height } = demoImages[name]
  const shapes =
    name === 'yeti'
      ? yeti(colors)
      : name === 'territory-map'
        ? territoryMap()
        : `<circle cx="${width * 0.32}" cy="${height * 0.55}" r="${height * 0.33}" fill="${colors[0]}" opacity="0.85"/>
         <circle cx="${width * 0.65}" cy="${height * 0.45}" r="${height * 0.28}" fill="${colors[1]}" opacity="0.8"/>
         <rect x="${width * 0.25}" y="${height * 0.78}" width="${width * 0.5}" height="${height * 0.05}" rx="${height * 0.025}" fill="#1f3a3b" opacity="0.5"/>`
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="${name === 'yeti' ? '#e8f4fd' : name === 'territory-map' ? '#ffffff' : '#f2f2f2'}"/>${shapes}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
