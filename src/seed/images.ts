import sharp from 'sharp'

/** Demo images drawn locally (no downloads): soft shapes in the brand colours with a caption. */
const images = {
  'early-learning': { alt: 'Illustration of young children sitting in a circle with their teacher', colors: ['#487a7b', '#f5b335'] },
  'digital-program': { alt: 'Illustration of a classroom screen showing a lesson video', colors: ['#00756e', '#389ef0'] },
} as const

export type SeedImageName = keyof typeof images

export function seedImageNames(): SeedImageName[] {
  return Object.keys(images) as SeedImageName[]
}

export async function drawSeedImage(name: SeedImageName): Promise<{ alt: string; data: Buffer }> {
  const { alt, colors } = images[name]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="#f2f2f2"/>
    <circle cx="380" cy="420" r="260" fill="${colors[0]}" opacity="0.85"/>
    <circle cx="780" cy="360" r="220" fill="${colors[1]}" opacity="0.8"/>
    <rect x="300" y="600" width="600" height="40" rx="20" fill="#1f3a3b" opacity="0.6"/>
  </svg>`
  const data = await sharp(Buffer.from(svg)).png().toBuffer()
  return { alt, data }
}
