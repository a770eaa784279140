import { notifications } from './notifications'
import { redirects } from './redirects'
import type { Feature } from './types'

/** The single list of features; the CMS config takes their collections from here. */
export const features: Feature[] = [notifications, redirects]

export const featureCollections = features.flatMap((feature) => feature.collections ?? [])
