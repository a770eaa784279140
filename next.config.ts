import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const nextConfig: NextConfig = {
  // A second output folder lets the tests serve the same build under another environment.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
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
