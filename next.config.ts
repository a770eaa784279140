import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Nobody else may frame the site or the admin; browsers must not guess content types; no powerful features. */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
]

const nextConfig: NextConfig = {
  // A second output folder lets the tests serve the same build under another environment.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next's page cache, keeping only pages answered 200 (missing pages are never stored).
  cacheHandler: path.resolve(dirname, 'src/page-cache-handler.mjs'),
  // Sent with every page, API answer and admin screen. The content security policy for scripts, and HSTS, depend on
  // the running environment and are not set here.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
  // Documents from the CMS keep short, stable addresses: /files/implementation-guide.pdf.
  async rewrites() {
    return [{ source: '/files/:filename', destination: '/api/documents/file/:filename' }]
  },
  images: {
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
