import { leads } from './leads'
import { notifications } from './notifications'
import { redirects } from './redirects'
import type { Feature } from './types'

/** The single list of features; the CMS config takes their collections and background tasks from here. */
export const features: Feature[] = [notifications, redirects, leads]

export const featureCollections = features.flatMap((feature) => feature.collections ?? [])

export const featureTasks = features.flatMap((feature) => feature.tasks ?? [])
