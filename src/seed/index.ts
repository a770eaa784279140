/**
 * Demo content. `npm run seed` creates whatever is missing and never changes what exists, so editors'
 * work survives. With --if-empty (used by `npm start`) it does nothing once the site has any page.
 */
import type { Payload } from 'payload'

import { DEMO_EDITOR, ensureFirstAdmin } from '@/cms/accounts'
import { env } from '@/server/env'
import type { Page } from '@/payload-types'
import { fallbackTheme } from '@/lib/theme'
import { chooseSeededPages, seededPage, type SeedPage } from './helpers'
import { demoImage, demoImageNames, isDemoImage } from '@/blocks/demo-media'
import { demoDocuments, documentAddress, drawDemoPdf } from './documents'
import { drawDemoImage } from './images'
import { seedPages } from './pages'
import { atEasternTime, EASTERN, easternReading } from '@/features/webinars/sessions'
import { demoTerritories } from './territories'
import { demoLessonSamples, lessonSampleFilename } from './lesson-samples'
import { demoRedirects } from './redirects'

const context = { disableRevalidate: true }
/** A context of its own for each upload: storing a file in the bucket marks the context it is given for a while. */
const uploadContext = () => ({ ...context })

/**
 * The first editor account, when the database has none: from ADMIN_EMAIL and ADMIN_PASSWORD, else, for the local
 * demo only (SITE_ENV=development), the demo account whose password the README gives. No password is logged.
 */
async function ensureAdmin(payload: Payload) {
  if (await ensureFirstAdmin(payload)) return
  if ((await payload.count({ collection: 'users' })).totalDocs > 0) return
  if (env.SITE_ENV !== 'development') {
    payload.logger.warn('No editor account: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run create-admin.')
    return
  }
  await payload.create({ collection: 'users', data: { ...DEMO_EDITOR, name: 'Site admin' }, context })
  payload.logger.info(`Created the local demo's editor account ${DEMO_EDITOR.email} (its password is in the README; development only).`)
}

async function ensureImages(payload: Payload): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const name of demoImageNames) {
    const filename = `${name}.png`
    const existing = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1 })
    if (existing.docs[0]) {
      ids.set(filename, existing.docs[0].id)
      continue
    }
    const data = await drawDemoImage(name)
    const doc = await payload.create({
      collection: 'media',
      data: { alt: demoImage(name).alt, description: 'Demo picture drawn by the seed; internal note for editors.' },
      file: { data, mimetype: 'image/png', name: filename, size: data.length },
      context: uploadContext(),
      // A file left by an earlier demo database is replaced, so the picture keeps its demo name.
      overwriteExistingFiles: true,
    })
    ids.set(filename, doc.id)
  }
  return ids
}

/** Swaps the demo pictures in block samples for the uploaded media records. */
function withUploadedImages<T>(value: T, ids: Map<string, number>): T {
  if (isDemoImage(value)) return (ids.get(value.filename!) ?? null) as T
  if (Array.isArray(value)) return value.map((item) => withUploadedImages(item, ids)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withUploadedImages(item, ids)])) as T
  }
  return value
}

async function ensureDocuments(payload: Payload) {
  for (const { filename, title, lines } of demoDocuments) {
    const existing = await payload.find({ collection: 'documents', where: { filename: { equals: filename } }, limit: 1 })
    if (existing.docs.length) continue
    const data = drawDemoPdf(title, lines)
    await payload.create({
      collection: 'documents',
      data: { title },
      file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
      context: uploadContext(),
      overwriteExistingFiles: true,
    })
  }
}

/** Two notices showing now, one that has ended (kept for the record) and one not yet begun: the latter two are not shown. */
async function ensureNotifications(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'notifications' })
  if (totalDocs > 0) return
  const day = 24 * 60 * 60 * 1000
  const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString()
  const notices = [
    {
      pageHeader: 'New Grade 6 lessons are available',
      pageDescription: 'Eight new lessons on **managing stress** are in the digital program. [See the middle school program](/middle-school-curriculum).',
      startDate: at(-1),
      endDate: at(365),
      postedDate: at(-1),
    },
    {
      pageHeader: 'Registration for the next live webinar is open',
      pageDescription: 'Sign up for a live session on **building a calm classroom**. [See the webinars](/webinars).',
      startDate: at(-3),
      endDate: at(60),
      postedDate: at(-3),
    },
    {
      pageHeader: 'Scheduled maintenance has ended',
      pageDescription: 'The learning site was offline for an hour of planned maintenance.',
      startDate: at(-30),
      endDate: at(-29),
    },
    {
      pageHeader: 'Planned maintenance is coming up',
      pageDescription: 'The learning site will be offline for two hours of planned maintenance.',
      startDate: at(90),
      endDate: at(91),
    },
  ]
  for (const data of notices) await payload.create({ collection: 'notifications', data: { ...data, active: true }, context })
}

/** The Eastern date `days` from now (moved on to Monday from a weekend), at the given Eastern time: always to come. */
function easternDaysAhead(days: number, hour: number, minute = 0): string {
  // The Eastern calendar date, read as a UTC date so its weekday and next days come from plain date arithmetic.
  const day = new Date(easternReading(Date.now() + days * 24 * 60 * 60 * 1000))
  const weekday = day.getUTCDay()
  day.setUTCDate(day.getUTCDate() + (weekday === 6 ? 2 : weekday === 0 ? 1 : 0))
  return atEasternTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute).toISOString()
}

/** The 12 sales territories and their representatives, when there is no territory yet. */
async function ensureTerritories(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'territories' })
  if (totalDocs > 0) return
  for (const { representatives, ...data } of demoTerritories) {
    const territory = await payload.create({ collection: 'territories', data, context })
    for (const representative of representatives) {
      await payload.create({ collection: 'representatives', data: { ...representative, territory: territory.id }, context })
    }
  }
}

/** Live webinars with sessions in the coming weeks, several for one of them; none on school leadership (the empty state). */
async function ensureWebinars(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'webinars' })
  if (totalDocs > 0) return
  const register = (slug: string) => `https://webinars.heartwiselearning.org/register/${slug}`
  const session = (days: number, hour: number, slug: string, lengthMinutes = 60) => ({
    startTime: easternDaysAhead(days, hour),
    startTime_tz: EASTERN,
    lengthMinutes,
    linkText: 'Register',
    linkUrl: register(slug),
  })
  const webinars = [
    {
      title: 'Getting started with the elementary digital program',
      topic: 'getting-started' as const,
      description:
        'A guided tour of the digital program for new teachers: finding your grade’s lessons, planning the first unit, using the videos and sharing take-home activities with families. Bring your questions: the last 15 minutes are for you.',
      details: 'For Kindergarten–Grade 5 teachers and counselors in their first year with the program. No preparation needed.',
      sessions: [session(2, 15, 'getting-started-1'), session(9, 11, 'getting-started-2'), session(16, 15, 'getting-started-3')],
    },
    {
      title: 'Planning your first month of lessons',
      topic: 'getting-started' as const,
      description: 'Map the first four weeks of lessons onto your school calendar, with time for daily practice and a family letter.',
      sessions: [session(5, 16, 'first-month', 45)],
    },
    {
      title: 'Building a schoolwide bullying prevention plan',
      topic: 'bullying-prevention' as const,
      description: 'How school teams roll out the bullying prevention unit: staff training, the reporting process and what to tell families.',
      sessions: [session(6, 14, 'bullying-plan-1'), session(20, 14, 'bullying-plan-2')],
    },
    {
      title: 'Adult well-being: small routines, big difference',
      topic: 'adult-well-being' as const,
      description: 'Short practices that help staff manage stress during the school day, from the SEL for Adults program.',
      sessions: [session(12, 15, 'adult-well-being', 45)],
    },
  ]
  for (const data of webinars) await payload.create({ collection: 'webinars', data, context })
}

/** One lesson sample for each program and grade the programs offer samples of, each opening its own PDF. */
async function ensureLessonSamples(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'lesson-samples' })
  if (totalDocs > 0) return
  for (const { filter, grade, title } of demoLessonSamples) {
    await payload.create({ collection: 'lesson-samples', data: { filter, grade, title, linkUrl: documentAddress(lessonSampleFilename(title)), linkText: 'View Sample' }, context })
  }
}

/** The demo's redirects (./redirects), once. */
async function ensureRedirects(payload: Payload) {
  const { totalDocs } = await payload.count({ collection: 'redirects' })
  if (totalDocs > 0) return
  for (const data of demoRedirects) await payload.create({ collection: 'redirects', data, context })
}

async function ensureTheme(payload: Payload) {
  const existing = await payload.find({ collection: 'themes', limit: 1 })
  if (existing.docs[0]) return existing.docs[0].id
  const theme = await payload.create({
    collection: 'themes',
    data: {
      name: 'Heartwise default',
      ...fallbackTheme,
    },
    context,
  })
  return theme.id
}

/** A global counts as untouched until someone saves it. */
const untouched = (global: { updatedAt?: string | null }) => !global.updatedAt

async function ensureGlobals(payload: Payload, homeId: number | undefined, pageIds: ReadonlyMap<string, number>) {
  // Menu links choose the seeded pages, so they follow a page when it moves; other sites' addresses stay typed.
  const header = await payload.findGlobal({ slug: 'header' })
  if (untouched(header)) {
    await payload.updateGlobal({
      slug: 'header',
      context,
      data: chooseSeededPages({
        navigation: [
          { label: 'Early Learning', page: seededPage('/early-learning-curriculum') },
          { label: 'Elementary', page: seededPage('/elementary-school-curriculum/digital-program') },
          { label: 'Middle School', page: seededPage('/middle-school-curriculum') },
          { label: 'High School', page: seededPage('/high-school-sel-curriculum') },
          { label: 'SEL for Adults', page: seededPage('/social-emotional-learning-adults') },
          { label: 'Webinars', page: seededPage('/webinars') },
          { label: 'Pricing', page: seededPage('/pricing') },
        ],
        ctaLabel: 'Contact us',
        ctaPage: seededPage('/contact'),
      }, pageIds),
    })
  }
  const footer = await payload.findGlobal({ slug: 'footer' })
  if (untouched(footer)) {
    await payload.updateGlobal({
      slug: 'footer',
      context,
      data: chooseSeededPages({
        columns: [
          {
            heading: 'Programs',
            links: [
              { label: 'Early Learning', page: seededPage('/early-learning-curriculum') },
              { label: 'Elementary digital program', page: seededPage('/elementary-school-curriculum/digital-program') },
              { label: 'Elementary classroom kits', page: seededPage('/elementary-school-curriculum/classroom-kits') },
              { label: 'Middle School', page: seededPage('/middle-school-curriculum') },
              { label: 'Out-of-School Time', page: seededPage('/out-of-school-time-program') },
            ],
          },
          {
            heading: 'Units and support',
            links: [
              { label: 'Bullying Prevention Unit', page: seededPage('/bullying-prevention') },
              { label: 'Child Protection Unit', page: seededPage('/child-protection') },
              { label: 'Family Supports', page: seededPage('/family-supports') },
              { label: 'FAQ', page: seededPage('/faq') },
              { label: 'Help center', url: '{support}/hc' },
            ],
          },
          {
            heading: 'Learn more',
            links: [
              { label: 'Webinars', page: seededPage('/webinars') },
              { label: 'Sample lessons', page: seededPage('/sample-lessons') },
              { label: 'Notifications', page: seededPage('/notifications') },
              { label: 'Search', page: seededPage('/search') },
              { label: 'Contact us', page: seededPage('/contact') },
            ],
          },
        ],
      }, pageIds),
    })
  }
  const settings = await payload.findGlobal({ slug: 'siteSettings' })
  if (untouched(settings)) {
    await payload.updateGlobal({
      slug: 'siteSettings',
      context,
      data: { space: 'Public site', fullWidthPage: homeId, hostingAppId: 2, adPixelId: '492038117760331' },
    })
  }
}

function pageData(seed: SeedPage, themeId: number, images: Map<string, number>, pageIds: ReadonlyMap<string, number>): Omit<Page, 'id' | 'createdAt' | 'updatedAt'> {
  return withUploadedImages(chooseSeededPages({
    title: seed.title,
    path: seed.path,
    theme: themeId,
    displayTitle: seed.displayTitle ?? false,
    space: seed.space,
    fullWidth: seed.fullWidth ?? false,
    selaFont: seed.selaFont ?? false,
    twoColumnLayout: seed.twoColumnLayout ?? 'False',
    sections: seed.sections,
    sectionsRight: seed.sectionsRight ?? [],
    seo: seed.seo ?? {},
    seoV2: seed.seoV2 ?? {},
    _status: 'published',
  } as Omit<Page, 'id' | 'createdAt' | 'updatedAt'>, pageIds), images)
}

export async function seed(payload: Payload, { ifEmpty = false } = {}) {
  if (ifEmpty) {
    const { totalDocs } = await payload.count({ collection: 'pages' })
    if (totalDocs > 0) {
      payload.logger.info('The site already has pages: nothing to seed.')
      return
    }
  }
  await ensureAdmin(payload)
  const images = await ensureImages(payload)
  await ensureDocuments(payload)
  await ensureNotifications(payload)
  await ensureWebinars(payload)
  await ensureTerritories(payload)
  await ensureRedirects(payload)
  const themeId = await ensureTheme(payload)
  let created = 0
  // Pages created or found so far, by address: links in later pages choose them.
  const pageIds = new Map<string, number>()
  for (const page of seedPages) {
    const existing = await payload.find({ collection: 'pages', where: { path: { equals: page.path } }, draft: true, limit: 1 })
    if (existing.docs.length) {
      pageIds.set(page.path, existing.docs[0].id)
      continue
    }
    const { id } = await payload.create({ collection: 'pages', data: pageData(page, themeId, images, pageIds), context })
    pageIds.set(page.path, id)
    created += 1
  }
  const home = await payload.find({ collection: 'pages', where: { path: { equals: '/' } }, limit: 1 })
  await ensureLessonSamples(payload)
  await ensureGlobals(payload, home.docs[0]?.id, pageIds)
  payload.logger.info(`Seed done: ${created} page(s) created, ${seedPages.length - created} already there.`)
}
