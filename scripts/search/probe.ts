/**
 * Run by `npm run bench -- search` through tsx: builds the site-search index from generated pages and times the query
 * function GET /api/search uses. Prints one line `RESULT {json}`.
 */
import { performance } from 'node:perf_hooks'

import { buildIndex, searchIndex } from '../../src/features/search/engine'
import { searchDocument, type SearchDocument } from '../../src/features/search/extract'

const PAGES = Number(process.argv[2] ?? 1000)
const QUERIES = Number(process.argv[3] ?? 400)

const WORDS = (
  'kindness empathy classroom curriculum bullying prevention recognize report refuse student teacher counselor ' +
  'family emotion calm breathing friendship conflict resolution grade kindergarten elementary middle high school ' +
  'lesson unit digital program kit webinar training adult wellbeing resilience mindfulness listening respect ' +
  'safety protection community partnership research outcome assessment growth mindset gratitude courage focus ' +
  'attention impulse control problem solving decision making responsible relationship skills awareness management'
).split(' ')

/** A small deterministic generator, so every run indexes the same pages. */
let seed = 42
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
  return seed / 2 ** 31
}
const pick = () => WORDS[Math.floor(random() * WORDS.length)]!
const sentence = (length: number) => {
  const words = Array.from({ length }, pick)
  return `${words.join(' ').replace(/^./, (first) => first.toUpperCase())}.`
}

/** A page shaped like the CMS's: a hero, markdown sections, cards and FAQ entries, with ids, colours and links. */
const page = (n: number) => ({
  id: n,
  title: `${sentence(3).slice(0, -1)} ${n}`,
  path: `/generated/page-${n}`,
  _status: 'published' as const,
  sections: [
    { id: `h${n}`, blockType: 'centeredHero', title: sentence(4), subtitle: sentence(8), backgroundColor: 'primary', linkUrl: '/contact' },
    ...Array.from({ length: 4 }, (_, s) => ({
      id: `m${n}-${s}`,
      blockType: 'markdownSection',
      title: sentence(4),
      text: `${sentence(30)}\n\n- **${sentence(6)}**\n- [${sentence(4)}](https://example.org/${n})\n\n${sentence(40)}`,
    })),
    {
      id: `c${n}`,
      blockType: 'cardList',
      cards: Array.from({ length: 3 }, () => ({ title: sentence(3), text: sentence(20), image: 7, linkText: 'Learn more', linkUrl: '/x' })),
    },
    { id: `f${n}`, blockType: 'faq', items: Array.from({ length: 3 }, () => ({ question: `${sentence(6).slice(0, -1)}?`, answer: sentence(25) })) },
  ],
})

const typo = (word: string) => (word.length > 4 ? word.slice(0, 2) + word.slice(3) : word)
const kinds = [
  () => pick(),
  () => pick().slice(0, 4),
  () => typo(pick()),
  () => `${pick()} ${pick()}`,
  () => `${pick().slice(0, 5)} ${typo(pick())}`,
  () => 'zzzzqq',
]
const queries = Array.from({ length: QUERIES }, (_, n) => kinds[n % kinds.length]!())

const extractStart = performance.now()
const documents = Array.from({ length: PAGES }, (_, n) => searchDocument(page(n + 1))).filter((doc): doc is SearchDocument => Boolean(doc))
const extractMs = performance.now() - extractStart

const buildStart = performance.now()
const index = buildIndex(documents)
const buildMs = performance.now() - buildStart

// Warm up, then time each query as the endpoint runs it (first page of ten, titles and snippets marked).
for (const query of queries.slice(0, 20)) searchIndex(index, query)
const times: number[] = []
let totalHits = 0
for (const query of queries) {
  const start = performance.now()
  const result = searchIndex(index, query, 1)
  times.push(performance.now() - start)
  totalHits += result.total
}
times.sort((a, b) => a - b)
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!
const round = (ms: number) => Math.round(ms * 100) / 100
const textBytes = documents.reduce((sum, doc) => sum + doc.text.length, 0)

console.log(
  `RESULT ${JSON.stringify({
    pages: documents.length,
    indexedTextMiB: round(textBytes / 1024 ** 2),
    extractMs: round(extractMs),
    buildMs: round(buildMs),
    queries: queries.length,
    averageHits: Math.round(totalHits / queries.length),
    p50Ms: round(at(0.5)),
    p95Ms: round(at(0.95)),
    maxMs: round(times.at(-1)!),
    heapUsedMiB: round(process.memoryUsage().heapUsed / 1024 ** 2),
  })}`,
)
