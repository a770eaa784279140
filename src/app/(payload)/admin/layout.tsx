/* Payload's admin shell. It sits under /admin (not at the route group's root) so that none of the admin's
   client code is bundled with the public pages. */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { RootLayout } from '@payloadcms/next/layouts'
import React from 'react'

import { answerServerFunction } from '@/cms/admin-server-functions'
import { importMap } from './importMap.js'

/** The admin's one server function: editors only, never a server error for a stranger (src/cms/admin-server-functions.ts). */
const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  return answerServerFunction(args, { config, importMap })
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
