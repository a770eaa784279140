import type { ReactNode } from 'react'

import { AdPixel } from '@/components/shell/AdPixel.client'
import { ScrollBehaviors } from '@/components/shell/ScrollBehaviors.client'
import { getSiteGlobals } from '@/server/content'
import { env } from '@/server/env.server'
import { nunito, openSans } from './fonts'
import './globals.css'

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const { settings } = await getSiteGlobals()
  return (
    <html lang="en" className={`${openSans.variable} ${nunito.variable}`}>
      <body>
        {children}
        <ScrollBehaviors />
        <AdPixel src={env.AD_PIXEL_SRC} pixelId={settings.adPixelId} />
      </body>
    </html>
  )
}
