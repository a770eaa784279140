/**
 * `npm run build`: Next's production build, then the check that every page Next prerendered has the shape the
 * production server transforms (`buildSite` in scripts/lib.mjs).
 */
import { buildSite } from './lib.mjs'

buildSite()
