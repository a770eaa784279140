/* Payload's admin shell. It sits under /admin (not at the route group's root) so that none of the admin's
   client code is bundled with the public pages. */
import config from '@payload-config'
import '@payloadcms/next/css'
import type { ServerFunctionClient } from 'payload'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import React from 'react'

import { importMap } from './importMap.js'

/**
 * The admin's one server function. A call that names no function, or one Payload does not have, gets an error answer
 * instead of failing with a server error (anyone can post to it).
 */
const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  if (typeof args !== 'object' || args === null || typeof (args as { name?: unknown }).name !== 'string') return { error: 'Not an admin action.' }
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Unknown Server Function')) return { error: 'Unknown admin action.' }
    throw error
  }
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
