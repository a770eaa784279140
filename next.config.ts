import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ServerStyleMaps } from './scripts/build/server-style-maps.mjs'
import { StartupCompileHints } from './scripts/build/startup-compile-hints.mjs'
import { IMAGE_OPTIMIZER, IMAGE_SIZES } from './src/lib/image-sizes'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Nobody else may frame the site or the admin; browsers must not guess content types; no powerful features.
 * The content security policy and HSTS depend on the running environment: src/proxy.ts sets them.
 */
export const securityHeaders = [
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
]

const nextConfig: NextConfig = {
  // A second output folder lets the tests serve the same build under another environment.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The production server (scripts/serve.mjs) compresses, after adding inline-script hashes to each HTML answer.
  compress: false,
  // Pages get their validator from the production server, which digests each page anyway (Next's own is a hash
  // computed in JavaScript on every request).
  generateEtags: false,
  // Published pages answer `Cache-Control: s-maxage=60, stale-while-revalidate=86400` (see src/lib/cache-control.ts):
  // `expireTime` is the page's revalidate time (60 s, in the page route) plus how long a CDN may serve it stale.
  expireTime: 60 + 86_400,
  // Next's page cache, keeping only pages answered 200 (missing pages are never stored).
  cacheHandler: path.resolve(dirname, 'src/page-cache-handler.mjs'),
  // With REDIS_URL the page cache is shared by the instances (in Redis): none keeps its own copy in memory.
  ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
  // The Redis client stays a plain Node package, shared by the page cache handler and the route handlers.
  serverExternalPackages: ['redis'],
  // Sent with every page, API answer, admin screen and build file.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }]
  },
  // Documents from the CMS keep short, stable addresses: /files/implementation-guide.pdf.
  async rewrites() {
    return [{ source: '/files/:filename', destination: '/api/documents/file/:filename' }]
  },
  images: {
    // Media files only, one file name without a trailing slash (Next answers that with a redirect, which its image
    // optimizer would report as a server error); any query: their addresses carry a version (components/responsive-image.ts).
    localPatterns: [{ pathname: '/api/media/file/+([^/])' }],
    // AVIF where the browser takes it (about a fifth smaller than WebP for our pictures), else WebP.
    formats: ['image/avif', 'image/webp'],
    ...IMAGE_SIZES,
    path: IMAGE_OPTIMIZER,
    // The optimized pictures kept on disk stay under 512 MB, least recently used removed first (the default is half
    // the free disk).
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
  experimental: {
    // Styles come as stylesheet files the browser caches across pages (inlined, each page carried them twice: in its
    // head and in its React payload). docs/performance.md has the figures behind this choice.
    inlineCss: false,
    // One stylesheet per script chunk: the styles of an island loaded on demand (modal, video, carousel) come with it,
    // only on pages that show one. Next's merging split the page's styles into four files once islands had their own.
    cssChunking: false,
  },
  webpack: (webpackConfig, { dev, isServer, webpack }) => {
    // Class-name maps that only server components read stay out of the browser's scripts.
    if (!dev && !isServer) webpackConfig.plugins.push(new ServerStyleMaps(webpack))
    // The scripts every page starts with are compiled while they download, off the main thread.
    if (!dev && !isServer) webpackConfig.plugins.push(new StartupCompileHints(webpack))
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
  turbopack: { root: path.resolve(dirname) },
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every browser for its colour-scheme preference as a critical client hint, which makes the browser
 * request each page twice on a first visit. Only the admin's theme uses it.
 */
const payloadHeaders = config.headers
config.headers = async () =>
  ((await payloadHeaders?.()) ?? []).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: '/admin/:path*' } : rule,
  )

export default config
