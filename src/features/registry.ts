import { leads } from './leads'
import { notifications } from './notifications'
import { redirects } from './redirects'
import { search } from './search'
import type { Feature } from './types'

/** The single list of features; the CMS config takes their collections and background tasks from here. */
export const features: Feature[] = [notifications, redirects, leads, search]

export const featureCollections = features.flatMap((feature) => feature.collections ?? [])

export const featureTasks = features.flatMap((feature) => feature.tasks ?? [])
