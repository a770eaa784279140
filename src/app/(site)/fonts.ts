import localFont from 'next/font/local'

/** Self-hosted variable fonts: no third-party font request. */
export const openSans = localFont({
  src: '../fonts/open-sans.woff2',
  variable: '--font-open-sans',
  weight: '300 800',
  display: 'swap',
})

export const nunito = localFont({
  src: '../fonts/nunito.woff2',
  variable: '--font-nunito',
  weight: '200 1000',
  display: 'swap',
})
