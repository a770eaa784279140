// Draws the default social-sharing image (public/og-default.png, 1200×630) from an SVG: run `node scripts/og-image.mjs`.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'og-default.png')

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1b4f72"/>
      <stop offset="1" stop-color="#2e86ab"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1030" cy="120" r="210" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="150" cy="560" r="170" fill="#ffffff" fill-opacity="0.06"/>
  <path d="M600 250 C 560 190, 470 205, 470 280 C 470 340, 540 385, 600 430 C 660 385, 730 340, 730 280 C 730 205, 640 190, 600 250 Z" fill="#f7c948"/>
  <text x="600" y="530" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Heartwise Learning</text>
</svg>`

const info = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(out)
console.log(`${out}: ${info.width}×${info.height}, ${info.size} bytes`)
