import localFont from 'next/font/local'

/**
 * Self-hosted variable fonts: no third-party font request. Each carries the Latin characters only (ASCII, Latin-1
 * letters such as é and ñ, typographic punctuation); Open Sans only the weights the site uses (400 to 800).
 * src/app/fonts/README.md says where the files come from and how they were cut.
 */
export const openSans = localFont({
  src: '../fonts/open-sans.woff2',
  variable: '--font-open-sans',
  weight: '400 800',
  display: 'swap',
})

export const nunito = localFont({
  src: '../fonts/nunito.woff2',
  variable: '--font-nunito',
  weight: '200 1000',
  display: 'swap',
})
