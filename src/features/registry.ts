import { accounts } from './accounts'
import { leads } from './leads'
import { lessonSamples } from './lesson-samples'
import { marketingForms } from './marketing-forms'
import { notifications } from './notifications'
import { featuresPlugin } from './plugin'
import { prices } from './prices'
import { redirects } from './redirects'
import { search } from './search'
import { territories } from './territories'
import type { Feature } from './types'
import { webinars } from './webinars'

/** The single list of features: one line per feature. */
export const features: Feature[] = [notifications, redirects, leads, search, marketingForms, webinars, territories, lessonSamples, accounts, prices]

/** What the CMS configuration adds to itself: every feature's collections, hooks, tasks and start-up work. */
export const siteFeatures = featuresPlugin(features)
