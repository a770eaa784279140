import { notifications } from './notifications'
import type { Feature } from './types'

/** The single list of features; the CMS config takes their collections from here. */
export const features: Feature[] = [notifications]

export const featureCollections = features.flatMap((feature) => feature.collections ?? [])
