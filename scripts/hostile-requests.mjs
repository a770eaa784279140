/**
 * Malformed and hostile HTTP requests for `npm run fuzz`, built deterministically from a seed, and a sender that only
 * ever talks to 127.0.0.1. Request number i of a seed is always the same request (for the same list of pages), so a
 * failure is reproduced with FUZZ_SEED alone.
 */
import http from 'node:http'

/** A small, fast PRNG (mulberry32): the same seed gives the same sequence on every machine. */
export function createRandom(seed) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min, max) => min + Math.floor(next() * (max - min + 1))
  const pick = (list) => list[Math.floor(next() * list.length)]
  const chance = (probability) => next() < probability
  const text = (length, alphabet = ALPHANUMERIC) => {
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)]
    return out
  }
  return { next, int, pick, chance, text }
}

/** A seed from FUZZ_SEED-like text: a whole number as given, any other text hashed. */
export function parseSeed(value) {
  if (/^\d+$/.test(value)) return Number(BigInt(value) % 4294967296n)
  let hash = 2166136261
  for (const char of value) hash = Math.imul(hash ^ char.codePointAt(0), 16777619)
  return hash >>> 0
}

/** The PRNG of request number `index`: independent of the others, so any one request can be rebuilt alone. */
const randomFor = (seed, index) => {
  const random = createRandom((seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0)
  random.next()
  return random
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
/** Characters a path may carry unencoded (node:http sends every byte from 0x21 to 0xff as is). */
const PATH_CHARACTERS = `${ALPHANUMERIC}-._~!$&'()*+,;=:@[]|^{}\`"<>`

/** Percent-encoding that does not decode, or decodes to something a path should not hold. */
export const BAD_ESCAPES = ['%ff', '%', '%25', '%25ff', '%e0%a4%a', '%c0%af', '%2', '%00', '%zz', '%%', '%u0041', '%ed%a0%80', '%f8%80%80%80%80', '%fe%ff', '%c3%28', '%2f', '%5c', '%0a', '%0d%0a', '%e2%80%ae', '%ef%bb%bf', '%c0%80', '%1f', '%7f']

/** Addresses that are not pages: the CMS, its API, route handlers, build assets and files. */
const NON_PAGE_PREFIXES = ['/api', '/api/pages', '/api/media', '/api/media/file', '/api/users', '/api/globals', '/admin', '/admin/collections/pages', '/admin/login', '/_next', '/_next/static', '/_next/static/chunks', '/_next/image', '/_next/data', '/files', '/next', '/next/preview', '/next/exit-preview', '/next/revalidate', '/next/no-page', '/video-thumbnail', '/sitemap.xml', '/robots.txt', '/icon.svg']

const ROUTE_HANDLERS = ['/next/exit-preview', '/next/preview', '/next/revalidate', '/api/health', '/video-thumbnail/x', '/files/x', '/api/notifications/current', '/api/webinars/calendar/x', '/api/account/session', '/api/account/logout', '/api/account/callback', '/api/account/login', '/api/leads/confirm', '/api/leads/unsubscribe']
const CMS_ADDRESSES = ['/api/pages', '/api/pages/1', '/api/pages/2', '/api/media', '/api/media/1', '/api/documents', '/api/themes', '/api/themes/1', '/api/users', '/api/users/1', '/api/users/me', '/api/users/login', '/api/users/logout', '/api/users/refresh-token', '/api/users/forgot-password', '/api/users/first-register', '/api/users/init', '/api/redirects', '/api/globals/header', '/api/globals/footer', '/api/globals/siteSettings', '/api/pages/versions', '/api/pages/count', '/api/pages/access/1', '/api/access', '/api/payload-preferences/nav', '/api/payload-jobs', '/api/payload-jobs/run', '/api/payload-locked-documents', '/api/nope', '/api/graphql', '/api/users/reset-password', '/api/users/unlock', '/api/users/verify/abc', '/api/pages/1/duplicate', '/api/globals/header/versions', '/api/globals/header/versions/1', '/api/globals/siteSettings/access', '/api/documents/file/x.pdf', '/api/media/paste-url']
const COLLECTIONS = ['pages', 'media', 'documents', 'themes', 'users', 'redirects']

const COMMON_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']
/** Methods Node's HTTP parser knows but no page or handler serves, and methods it does not know at all. */
const ODD_METHODS = ['TRACE', 'CONNECT', 'TRACK', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'SEARCH', 'PURGE', 'REPORT', 'MKCALENDAR', 'LINK', 'UNLINK', 'SOURCE', 'QUERY', 'M-SEARCH', 'NOTIFY', 'SUBSCRIBE', 'BIND', 'FOO', 'BREW', 'GETS', 'get', 'Post', 'X']

const HOSTILE_TARGETS = ['\\evil.example', '//evil.example', 'https://evil.example', '/\\evil.example', '\\/evil.example', '/%2F%2Fevil.example', '/%2f%2fevil.example', '%2F%2Fevil.example', '/%5cevil.example', 'javascript:alert(1)', 'http://evil.example', 'HTTPS://EVIL.EXAMPLE/', 'http:evil.example', 'https:/evil.example', '///evil.example', '////evil.example', '/\t/evil.example', '/\n/evil.example', ' //evil.example', '\u3002evil.example', '//evil.example@127.0.0.1', '/.//evil.example', '/..//evil.example', '//evil%2eexample', '//%65vil.example', 'data:text/html,<script>alert(1)</script>', '/pricing?next=//evil.example', '/pricing#//evil.example', '//evil.example/%2f..', '/%09/evil.example', '/%E3%80%82evil.example', '\\\\evil.example', '/%0d%0aLocation:%20//evil.example']

/** Host headers a client may send (node:http refuses control characters, so those never leave this machine). */
const GARBAGE_HOSTS = ['', 'évil..%%/\\', 'evil.example', 'a:b:c', '[::1', ':::', '127.0.0.1:99999', 'localhost:-1', 'localhost:abc', 'host with space', '@evil.example', 'user:pass@evil.example', '%00', 'xn--', '..', '.', '/', '\\', '[', ']', 'evil.example/path', 'evil.example?q', 'evil.example#f', '127.0.0.1, evil.example', '*', '"quoted"', '<script>', 'ÿÿÿÿ', '0', '-', '[::ffff:127.0.0.1]:0']

const FORWARDED_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-for', 'forwarded', 'x-real-ip']
const FORWARDED_VALUES = ['evil.example', 'javascript', 'ftp', '99999', 'a, b, , ,', 'for=[;', '::::', '%ff', 'évil', '', '-1', 'https, http', '1.2.3.4, evil']

const SCANNER_PATHS = ['/.env', '/.git/HEAD', '/.git/config', '/wp-login.php', '/wp-admin/', '/phpmyadmin/', '/server-status', '/.DS_Store', '/config.json', '/package.json', '/next.config.ts', '/.next/BUILD_ID', '/../../etc/passwd', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/cgi-bin/test.cgi', '/actuator/health', '/index.php', '/xmlrpc.php', '/.well-known/security.txt', '/favicon.ico', '/apple-touch-icon.png', '/sitemap_index.xml', '/feed', '/rss.xml', '/_next/static/chunks/nope.js', '/_next/data/nope/index.json', '/data/site.db', '/node_modules/next/package.json', '/src/lib/env.ts']

const EXTENSIONS = ['', '', '', '.html', '.php', '.json', '.xml', '.txt', '.png', '.jpg', '.js', '.css', '.map', '.rsc', '.env', '.bak', '.db', '.svg', '.pdf', '.woff2']

/** Values that are not what a CMS API parameter expects. */
const BAD_NUMBERS = ['abc', '-1', '0', '1.5', '1e5', '1e400', '0x10', 'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true', '', ' ', '99999999999999999999', '9007199254740993', '-99999999999999999999', '１', '1,2', '[]', '{}', '%ff', '%00', '1;select 1', "1'", '1"', '1)', '1--', '0b1', '+1', '-0', '1 ', ' 1']
const BAD_IDS = [...BAD_NUMBERS, '../1', '..', '.', 'first', 'me', 'count', 'versions', 'a'.repeat(300), '1/2/3', '%2e%2e', '1%2f2', '__proto__', 'constructor', 'toString']
const WHERE_FIELDS = ['id', 'title', 'path', 'updatedAt', 'createdAt', '_status', 'theme', 'alt', 'filename', 'email', 'nope', '__proto__', 'constructor', 'sections', 'seo.title', 'theme.name', 'a.b.c.d.e', '', '%ff', 'password', 'hash', 'salt']
const WHERE_OPERATORS = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'contains', 'near', 'within', 'intersects', 'nope', '', '__proto__', 'or', 'and']
const WHERE_VALUES = [...BAD_NUMBERS, 'a,b', '1,abc', ',,,', 'x'.repeat(2000), '2024-13-45', 'not-a-date', '%', '%25', '_', '\\', "'", '"', '1,2,3', '[object Object]', '1e3,2', 'draft', 'published', 'true', 'false']
const SORTS = ['-%ff', 'nope', '__proto__', '-', ',,,', 'title,-nope', '-title', 'id', '-updatedAt', 'sections', 'seo.title', 'a.b.c', "title'", 'title;drop', '%00', '-'.repeat(50), 'title,'.repeat(100)]
const QUERY_PARAMS = ['limit', 'depth', 'page', 'sort', 'draft', 'locale', 'fallback-locale', 'pagination', 'trash', 'select[title]', 'select[%ff]', 'populate[themes][name]', 'joins', 'autosave', 'publishSpecificLocale', 'where']

const JSON_GARBAGE = ['{', '[', '{"a":}', '{"a":1,}', '{"a":1', 'nul', 'undefined', '\u0000', '"unterminated', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '[1,2,3]', '1e400', '{"email":{"$gt":""},"password":{"$gt":""}}', '{"email":"admin@example.com","password":["a"]}', '{"email":"a".repeat}', '{"email":"' + 'x'.repeat(4000) + '@example.com","password":"x"}', '{"title":null,"path":{"a":1}}', '{"where":{"id":{"equals":"abc"}}}', '{"a":"\\ud800"}', '{"a":"\\u0000"}', "{'a':1}", '{"a":NaN}', '{"a":Infinity}', '\ufeff{"a":1}']

/** A JSON document nested `depth` levels deep. */
const deepJson = (depth) => '['.repeat(depth) + ']'.repeat(depth)

/** Bodies that claim to be multipart form data but are broken in one way or another. */
const multipartGarbage = (random, boundary) => {
  const b = boundary
  const bytes = random.text(random.int(1, 64), '\u0000\u0001\u00ff\u00fe\r\n-- abc"')
  return random.pick([
    'garbage',
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${bytes}`,
    `garbage\r\n--${b}--\r\n--`,
    `--${b}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{bad\r\n--${b}--\r\n`,
    `--${b}\r\n\r\n\r\n--${b}--`,
    `--${b}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${b}--\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="${'n'.repeat(random.int(100, 4000))}"\r\n\r\nv\r\n--${b}--\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="a"\r\nContent-Type: text/plain; charset=nope\r\n\r\nv\r\n--${b}--\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="$ACTION_ID_abc"\r\n\r\n\r\n--${b}--\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="$ACTION_REF_1"\r\n\r\n\r\n--${b}\r\nContent-Disposition: form-data; name="1_$ACTION_ID_00"\r\n\r\n\r\n--${b}--\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n--${b}--\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="file"; filename="../../x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n${bytes}\r\n--${b}--\r\n`,
    `--${b}\r\nContent-Disposition: form-data; name="email"\r\n\r\nadmin@example.com\r\n--${b}\r\nContent-Disposition: form-data; name="password"\r\n\r\nwrong\r\n--${b}`,
    `--${b}\r\n${'Header: x\r\n'.repeat(random.int(50, 500))}\r\nv\r\n--${b}--\r\n`,
    `--${b}${'\r\n--' + b}`.repeat(random.int(2, 200)),
    `--${b}\r\nContent-Disposition: form-data; name="a"\r\n\r\n${random.text(random.int(1000, 30000))}`,
  ])
}

const MULTIPART_TYPES = (boundary) => [`multipart/form-data; boundary=${boundary}`, 'multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary="${boundary}`, `multipart/form-data; boundary=${boundary}; boundary=other`, `multipart/mixed; boundary=${boundary}`, `MULTIPART/FORM-DATA; BOUNDARY=${boundary}`, `multipart/form-data; boundary=${'b'.repeat(300)}`, `multipart/form-data; charset=utf-8; boundary=${boundary}`]
const JSON_TYPES = ['application/json', 'application/json; charset=utf-8', 'application/json; charset=nope', 'text/json', 'application/vnd.api+json', 'application/json;;;', 'application/json; boundary=x']
const OTHER_TYPES = ['application/x-www-form-urlencoded', 'text/plain', 'text/plain;charset=UTF-8', 'application/octet-stream', 'text/x-component', 'application/xml', '', '*/*', 'a/b/c', 'application/x-www-form-urlencoded; charset=nope']

const randomSegment = (random) => random.text(random.int(1, 24), random.chance(0.7) ? `${ALPHANUMERIC}-` : PATH_CHARACTERS)

/** A page address, changed in one of the ways visitors and scanners change addresses. */
function pageVariant(random, page) {
  const segments = page === '/' ? [''] : page.slice(1).split('/')
  const randomCase = (value) => [...value].map((char) => (random.chance(0.5) ? char.toUpperCase() : char)).join('')
  const variants = [
    () => page.toUpperCase(),
    () => randomCase(page),
    () => `/%20${page.slice(1)}`,
    () => `${page}%20`,
    () => `/${segments.map((s) => `%20${s}%20`).join('/')}`,
    () => `${page}/`,
    () => `${page}//`,
    () => `/${page}`,
    () => `/${segments.join('//')}`,
    () => `/./${page.slice(1)}`,
    () => `/../${page.slice(1)}`,
    () => `${page}/.`,
    () => `${page}/..`,
    () => `/${segments.map((s) => `%09${s}`).join('/')}`,
    () => `/${segments.map((s) => `+${s}+`).join('/')}`,
    () => `/${segments.map((s) => [...s].map((c) => (random.chance(0.3) ? `%${c.charCodeAt(0).toString(16)}` : c)).join('')).join('/')}`,
    () => `/${segments.map((s) => [...s].map((c) => (random.chance(0.3) ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c)).join('')).join('/')}`,
    () => `/%C2%A0${page.slice(1)}`,
    () => `${page}%00`,
    () => `${page}%2f`,
    () => `${page.replace(/i/g, '%C4%B1')}`,
    () => `${page};jsessionid=1`,
    () => `${page}.html`,
    () => `${page}/index`,
    () => `${page}?`,
    () => `${page}?${random.text(8)}=${random.text(8)}`,
    () => `${page}#x`,
    () => `${page}%23x`,
    () => `${page}%3f=1`,
    () => `${randomCase(page)}/${randomSegment(random)}`,
  ]
  return random.pick(variants)()
}

const longText = (random, length) => random.text(length, random.chance(0.5) ? 'a' : `${ALPHANUMERIC}-_.~%`)

/**
 * The kinds of request, each a function of a PRNG and the context ({ pages, previewSecret, media }). Each returns
 * { method, path, headers?, body?, host?, oversized?, largeBody?, slowBody?, sameSiteRedirect? }: host undefined sends
 * the server's own address, a string sends that Host header, null sends none; `slowBody` sends that many body bytes
 * one a second; `largeBody` marks a body the server may refuse before it has all been sent.
 */
export const KINDS = {
  'bad percent-encoding': (random, { pages }) => {
    const base = random.chance(0.5) ? random.pick(pages) : random.pick(NON_PAGE_PREFIXES)
    const escapes = Array.from({ length: random.int(1, 3) }, () => random.pick(BAD_ESCAPES))
    const mixed = escapes.map((escape) => (random.chance(0.5) ? `${random.text(random.int(0, 5))}${escape}${random.text(random.int(0, 5))}` : escape))
    const where = random.int(0, 3)
    const path =
      where === 0
        ? `${base === '/' ? '' : base}/${mixed.join('/')}`
        : where === 1
          ? `/${mixed.join('')}`
          : where === 2
            ? `${base}?${random.pick(['path', 'q', 'secret', 'url', 'where[path][equals]', mixed[0]])}=${mixed.join('')}`
            : `${base === '/' ? '' : base}/${mixed[0]}/${randomSegment(random)}`
    return { method: random.chance(0.85) ? 'GET' : random.pick(['HEAD', 'POST', 'DELETE']), path }
  },

  'case and space variants of pages': (random, { pages }) => ({ method: random.chance(0.9) ? 'GET' : 'HEAD', path: pageVariant(random, random.pick(pages)) }),

  'very long path': (random, { pages }) => {
    // Node refuses request heads over 16 KiB (431 or a closed connection); most stay under that, a few go over.
    const oversized = random.chance(0.1)
    const length = oversized ? random.int(16_500, 24_000) : random.pick([1000, 2048, 4096, 8192, 12_000, 15_000])
    const base = random.pick([...pages, '/api/pages', '/admin', '/next/exit-preview', '/files', '/video-thumbnail', '/_next/static'])
    const style = random.int(0, 2)
    const tail = style === 0 ? longText(random, length) : style === 1 ? Array.from({ length: Math.ceil(length / 2) }, () => random.text(1)).join('/') : `${random.text(8)}/`.repeat(Math.ceil(length / 9))
    return { method: 'GET', path: `${base === '/' ? '' : base}/${tail}`.slice(0, length), oversized }
  },

  'very long query string': (random, { pages }) => {
    const oversized = random.chance(0.1)
    const length = oversized ? random.int(16_500, 24_000) : random.pick([1000, 4096, 8192, 12_000, 15_000])
    const base = random.pick([...pages, '/api/pages', '/api/media', '/next/exit-preview', '/next/preview', '/sitemap.xml', '/api/health'])
    const style = random.int(0, 4)
    const query = [
      () => `q=${longText(random, length)}`,
      () => 'a=1&'.repeat(Math.ceil(length / 4)),
      () => `where${'[a]'.repeat(Math.ceil(length / 3))}=1`,
      () => 'x[]=1&'.repeat(Math.ceil(length / 6)),
      () => `where[or]${'[0][or]'.repeat(Math.ceil(length / 7))}[0][title][equals]=x`,
    ][style]()
    return { method: 'GET', path: `${base}?${query}`.slice(0, length), oversized }
  },

  'random missing address': (random) => {
    if (random.chance(0.3)) return { method: random.chance(0.9) ? 'GET' : 'HEAD', path: random.pick(SCANNER_PATHS) }
    const depth = random.int(1, 6)
    const path = `/${Array.from({ length: depth }, () => randomSegment(random)).join('/')}${random.pick(EXTENSIONS)}`
    return { method: random.chance(0.9) ? 'GET' : 'HEAD', path }
  },

  'other methods on pages': (random, { pages }) => {
    const method = random.chance(0.5) ? random.pick(['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH']) : random.pick(ODD_METHODS)
    const body = ['PUT', 'PATCH', 'POST'].includes(method) && random.chance(0.5) ? random.pick(JSON_GARBAGE) : undefined
    return { method, path: random.pick(pages), headers: body ? { 'content-type': random.pick(JSON_TYPES) } : {}, body }
  },

  'route handlers': (random, { previewSecret }) => {
    const handler = random.pick(ROUTE_HANDLERS)
    const method = random.chance(0.6) ? random.pick(COMMON_METHODS) : random.pick(ODD_METHODS)
    let path = handler
    if (handler === '/video-thumbnail/x') path = `/video-thumbnail/${random.pick(['x', random.text(11, `${ALPHANUMERIC}-_`), random.text(random.int(1, 40), PATH_CHARACTERS), '..', '%2e%2e', 'dQw4w9WgXcQ', `${random.text(11)}.jpg`])}`
    if (handler === '/api/webinars/calendar/x') path = `/api/webinars/calendar/${random.pick(['x', random.text(24, '0123456789abcdef'), random.text(random.int(1, 40), PATH_CHARACTERS), '..', '%2e%2e', `${random.text(24, '0123456789abcdef')}.ics`])}`
    if (handler === '/api/account/login' && random.chance(0.8)) path += `?return=${random.pick([encodeURIComponent(random.pick(HOSTILE_TARGETS)), random.pick(HOSTILE_TARGETS.filter((target) => /^[\x21-\x7e]+$/.test(target))), '%ff', random.text(random.int(1, 3000))])}`
    if (handler === '/api/account/callback' && random.chance(0.7)) path += `?${random.pick(['code', 'state', 'error', 'iss'])}=${random.pick([random.text(24), '', '%ff', encodeURIComponent(random.pick(HOSTILE_TARGETS))])}&state=${random.text(8)}`
    // Consent links: made-up, truncated and badly encoded tokens of both kinds.
    if (handler.startsWith('/api/leads/') && random.chance(0.8)) path += `?token=${random.pick([random.text(random.int(1, 200)), `c.${random.text(8)}.${random.text(20)}.${random.text(43)}`, `u.0.${random.text(20)}.${random.text(43)}`, '%ff', encodeURIComponent(random.pick(HOSTILE_TARGETS)), ''])}`
    if (handler === '/files/x') path = `/files/${random.pick(['x', `${random.text(8)}.pdf`, '..%2fpackage.json', '%2e%2e', 'implementation-guide.pdf', `${random.text(6)}/${random.text(6)}`, '.env'])}`
    if (handler.startsWith('/next/') && random.chance(0.6)) {
      const params = [`path=${encodeURIComponent(random.pick(['/', '/pricing', random.pick(HOSTILE_TARGETS)]))}`]
      if (handler === '/next/preview') params.push(`secret=${random.pick([previewSecret, '', 'wrong', random.text(64), '%ff'])}`)
      if (random.chance(0.3)) params.push(`${random.text(4)}=${random.text(4)}`)
      path += `?${params.join('&')}`
    }
    const headers = {}
    let body
    if (handler === '/next/revalidate' || ['POST', 'PUT', 'PATCH'].includes(method)) {
      if (random.chance(0.7)) headers['x-revalidate-secret'] = random.pick(['', 'wrong', random.text(16), random.text(4000), 'ÿÿÿÿ'])
      body = random.pick([...JSON_GARBAGE, '{"tags":["x"]}', '{"routes":["/"]}', '{"tags":[' + '"t",'.repeat(2000) + '"t"]}', deepJson(random.int(100, 5000)), undefined])
      if (body !== undefined) headers['content-type'] = random.pick([...JSON_TYPES, ...OTHER_TYPES])
    }
    return { method, path, headers, body }
  },

  'methods on the CMS API': (random) => {
    const method = random.chance(0.7) ? random.pick(COMMON_METHODS) : random.pick(ODD_METHODS)
    const headers = {}
    let body
    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && random.chance(0.7)) {
      body = random.pick([...JSON_GARBAGE, '{}', '{"title":"x","path":"/x"}', '{"email":"admin@example.com","password":"wrong"}'])
      headers['content-type'] = random.pick(JSON_TYPES)
    }
    return { method, path: random.pick(CMS_ADDRESSES), headers, body }
  },

  'malformed bodies': (random, { pages }) => {
    const path = random.chance(0.4) ? random.pick(['/admin', '/admin/login', '/admin/collections/pages', '/api/users/login', '/api/pages', '/api/pages/1', '/api/media', '/api/users', '/api/users/forgot-password', '/api/globals/header']) : random.pick(pages)
    const method = random.chance(0.8) ? 'POST' : random.pick(['PUT', 'PATCH', 'DELETE'])
    const boundary = random.pick(['x', '----WebKitFormBoundary7MA4YWxkTrZu0gW', random.text(random.int(1, 70))])
    const flavour = random.int(0, 5)
    const headers = {}
    let body
    if (flavour <= 2) {
      headers['content-type'] = random.pick(MULTIPART_TYPES(boundary))
      body = multipartGarbage(random, boundary)
    } else if (flavour === 3) {
      headers['content-type'] = random.pick(JSON_TYPES)
      body = random.chance(0.15) ? deepJson(random.int(1000, 20_000)) : random.pick(JSON_GARBAGE)
    } else if (flavour === 4) {
      headers['content-type'] = random.pick(OTHER_TYPES)
      body = random.pick(['%ff=%', '=&=&', 'a=%', `$ACTION_ID_${random.text(42, 'abcdef0123456789')}=`, random.text(random.int(1, 2000), PATH_CHARACTERS), '\u0000\u0001\u0002', '0:["$@1"]', JSON_GARBAGE[0]])
    } else {
      // A body whose declared encoding it does not have.
      headers['content-type'] = random.pick([...JSON_TYPES, ...MULTIPART_TYPES(boundary)])
      headers['content-encoding'] = random.pick(['gzip', 'br', 'deflate', 'nope', 'gzip, gzip'])
      body = random.text(random.int(1, 500), '\u0000\u00ff\u001f\u008b{}"ab')
    }
    if (random.chance(0.2)) headers['next-action'] = random.pick(['x', '', random.text(42, 'abcdef0123456789'), random.text(40, 'abcdef0123456789'), '%ff', 'ÿ'])
    if (random.chance(0.1)) headers.expect = '100-continue'
    return { method, path, headers, body: Buffer.from(body, /[^\u0000-\u00ff]/.test(body) ? 'utf8' : 'latin1') }
  },

  'bad document ids': (random) => {
    const collection = random.pick(COLLECTIONS)
    const id = random.pick(BAD_IDS)
    const suffix = random.pick(['', '', '', '?depth=1', '?draft=true', '/versions', '?locale=%ff'])
    const method = random.chance(0.8) ? 'GET' : random.pick(['DELETE', 'PATCH', 'POST'])
    const path = random.chance(0.15) ? `/api/${collection}/versions/${id}` : `/api/${collection}/${id}${suffix}`
    return { method, path, headers: method === 'PATCH' ? { 'content-type': 'application/json' } : {}, body: method === 'PATCH' ? '{"title":"x"}' : undefined }
  },

  'bad CMS query values': (random) => {
    const collection = random.pick(['pages', 'media', 'pages', 'media', 'documents', 'themes', 'users'])
    const params = []
    const count = random.int(1, 4)
    for (let i = 0; i < count; i++) {
      const which = random.int(0, 5)
      if (which <= 1) {
        const nesting = random.chance(0.3) ? Array.from({ length: random.int(1, 6) }, () => `[${random.pick(['or', 'and'])}][${random.pick(['0', '1', 'x', '-1', '99999'])}]`).join('') : ''
        params.push(`where${nesting}[${random.pick(WHERE_FIELDS)}][${random.pick(WHERE_OPERATORS)}]=${encodeURIComponent(random.pick(WHERE_VALUES))}`)
      } else if (which === 2) {
        params.push(`${random.pick(['limit', 'page', 'depth'])}=${encodeURIComponent(random.pick(BAD_NUMBERS))}`)
      } else if (which === 3) {
        params.push(`sort=${random.pick(SORTS)}`)
      } else if (which === 4) {
        params.push(`${random.pick(QUERY_PARAMS)}=${random.pick(BAD_NUMBERS)}`)
      } else {
        params.push(random.pick(['where=abc', 'where[]=1', 'where[id]=1', 'where[id][equals][]=1', 'where[id][equals][a]=1', 'where[or]=x', 'where[and][0]=x', 'limit[]=1', 'depth[a]=1', 'sort[]=x', 'page[$gt]=1', 'where[title][in][]=a', 'where[path][near]=1,2,3']))
      }
    }
    return { method: random.chance(0.9) ? 'GET' : 'HEAD', path: `/api/${collection}${random.chance(0.1) ? '/count' : ''}?${params.join('&')}` }
  },

  'missing media files': (random) => {
    const name = random.pick([`${random.text(10)}.png`, `${random.text(10)}-640x480.webp`, 'nope.png', '', '.', '..', '../../package.json', '..%2f..%2fpackage.json', '%2e%2e%2fpackage.json', `${random.text(6)}/${random.text(6)}.jpg`, '%00.png', 'x.png%00.txt', `${'a'.repeat(random.int(200, 3000))}.png`, 'site.db', '.env'])
    const path = random.pick([
      `/api/media/file/${name}`,
      `/api/documents/file/${name}`,
      `/files/${name}`,
      `/_next/image?url=${encodeURIComponent(`/api/media/file/${name}`)}&w=${random.pick(['640', '750', '1', '99999', 'abc'])}&q=${random.pick(['75', '100', '0', 'abc'])}`,
      `/_next/image?url=${encodeURIComponent(random.pick(['//evil.example/a.png', 'http://127.0.0.1:1/a.png', '/api/media/file/', '/admin', '/pricing', 'file:///etc/passwd', '%ff']))}&w=640&q=75`,
      '/_next/image',
      `/_next/image?url=/api/media/file/${name}`,
    ])
    return { method: random.chance(0.9) ? 'GET' : 'HEAD', path }
  },

  'garbage Host headers': (random, { pages }) => {
    const path = random.pick([...pages, '/admin', '/admin/login', '/api/pages', '/api/users/me', '/next/exit-preview?path=/pricing', '/sitemap.xml', '/robots.txt', '/PRICING', '/%ff', '/api/health', `/${randomSegment(random)}`])
    const host = random.chance(0.1) ? null : random.chance(0.1) ? random.text(random.int(300, 6000), `${ALPHANUMERIC}.-:`) : random.pick(GARBAGE_HOSTS)
    const headers = {}
    if (random.chance(0.3)) headers[random.pick(FORWARDED_HEADERS)] = random.pick(FORWARDED_VALUES)
    return { method: random.chance(0.85) ? 'GET' : random.pick(['HEAD', 'POST', 'OPTIONS']), path, host, headers }
  },

  'open redirects through preview routes': (random, { previewSecret }) => {
    const target = random.pick(HOSTILE_TARGETS)
    // Raw, where node:http can send it raw (bytes 0x21 to 0xff); encoded otherwise.
    const value = random.chance(0.7) ? encodeURIComponent(target) : target.replace(/[^\u0021-\u00ff]/g, (char) => encodeURIComponent(char))
    const route = random.pick(['/next/exit-preview', '/next/preview', '/next/preview'])
    const secret = route === '/next/preview' ? `secret=${random.chance(0.7) ? previewSecret : random.pick(['', 'wrong'])}&` : ''
    const extra = random.chance(0.2) ? `&path=${encodeURIComponent('/pricing')}` : ''
    return { method: random.chance(0.9) ? 'GET' : 'HEAD', path: `${route}?${secret}path=${value}${extra}`, sameSiteRedirect: true }
  },

  'framework headers': (random, { pages }) => {
    const path = random.chance(0.8) ? random.pick(pages) : random.pick(['/admin', '/next/no-page', '/%ff', `/${randomSegment(random)}`])
    const headers = {}
    const options = [
      () => Object.assign(headers, { rsc: '1', 'next-router-state-tree': random.pick(['garbage', '%5B%22x', '[', encodeURIComponent('["",{"children":["x",{}]}]'), '%ff', '']) }),
      () => Object.assign(headers, { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': random.pick(['/garbage', '/_tree', '%ff', '', '/'.repeat(100)]) }),
      () => Object.assign(headers, { 'next-action': random.pick(['x', random.text(42, 'abcdef0123456789'), '%ff']) }),
      () => Object.assign(headers, { 'x-middleware-subrequest': random.pick(['middleware', 'middleware:middleware:middleware:middleware:middleware', 'src/middleware', 'proxy:proxy:proxy:proxy:proxy', 'src/proxy']) }),
      () => Object.assign(headers, { [random.pick(['x-invoke-path', 'x-invoke-status', 'x-invoke-query', 'x-matched-path', 'x-now-route-matches', 'x-middleware-prefetch', 'x-nextjs-data', 'x-prerender-revalidate', 'next-url', 'x-next-revalidate-tag-token', 'x-next-revalidated-tags', 'next-test-proxy', 'x-middleware-rewrite', 'x-middleware-next'])]: random.pick(['/admin', '500', '%ff', '1', '/api/users', 'garbage', '']) }),
      () => Object.assign(headers, { 'if-none-match': random.pick(['"x"', '*', 'W/"', '']), 'if-modified-since': random.pick(['garbage', 'Thu, 01 Jan 1970 00:00:00 GMT', '']), range: random.pick(['bytes=0-0', 'bytes=-1', 'bytes=abc', 'bytes=99999999999999-', 'bytes=0-1,2-3,4-5']) }),
      () => Object.assign(headers, { accept: random.pick(['text/x-component', '*/*;q=abc', '', 'application/json', 'image/avif']), 'accept-encoding': random.pick(['gzip;q=abc', 'br, zstd, nope', '*', 'identity;q=0']), 'accept-language': random.pick(['%ff', 'x'.repeat(500), '*;q=2']) }),
      () => Object.assign(headers, { cookie: random.pick(['payload-token=garbage', `payload-token=${random.text(300)}`, '__prerender_bypass=x', '__prerender_bypass=x; __next_preview_data=y', '=;=;=', '%ff=%ff', 'a'.repeat(4000)]) }),
    ]
    random.pick(options)()
    const query = random.chance(0.3) ? `?_rsc=${random.pick(['1', random.text(5), '%ff', ''])}` : ''
    return { method: random.chance(0.8) ? 'GET' : random.pick(['HEAD', 'POST']), path: `${path}${query}`, headers }
  },
}

/** Media files as pages name them ({ url, version }), when the run did not list the site's own. */
const FALLBACK_MEDIA = [{ url: '/api/media/file/classroom.png', version: 'mhx2k3p0' }]

Object.assign(KINDS, {
  'request targets': (random, { pages }) => {
    const page = random.pick(pages)
    const path = random.pick(['*', '*', `http://evil.example${page}`, `https://evil.example${page.toUpperCase()}`, `http://127.0.0.1${page}`, 'ftp://evil.example/x', `http:${page}`, `*${page}`])
    return { method: random.pick(['OPTIONS', 'OPTIONS', 'GET', 'HEAD', 'POST', 'DELETE']), path }
  },

  'JSON where operators': (random) => {
    const operator = random.pick(['near', 'within', 'intersects', 'all', 'equals', 'like', 'in', 'exists', 'geo_within', random.text(6)])
    const value = random.pick(['1,2', [1, 2], { a: 1 }, null, 'x'.repeat(100), true, [[1]], { type: 'Point', coordinates: [1, 2] }])
    const condition = { [random.pick(['path', 'title', 'id', 'seo.title', '_status', 'updatedAt'])]: { [operator]: value } }
    const where = random.chance(0.3) ? { [random.pick(['and', 'or'])]: random.chance(0.8) ? [condition] : condition } : condition
    const collection = random.pick(['/api/pages', '/api/media', '/api/documents', '/api/notifications', '/api/users', '/api/redirects'])
    return { method: 'GET', path: `${collection}?where=${encodeURIComponent(JSON.stringify(where))}` }
  },

  'huge and slow bodies': (random, { pages }) => {
    const path = random.pick(['/api/pages', '/api/media', '/api/constant-contact/create', '/api/csp-report', '/api/users/login', '/admin', random.pick(pages)])
    const json = { 'content-type': 'application/json' }
    switch (random.int(0, 3)) {
      case 0: // A length far over any limit, with almost nothing behind it.
        return { method: 'POST', path, headers: { ...json, 'content-length': String(random.pick([50 * 1024 * 1024, 26 * 1024 * 1024, 20_000, 2 ** 40])) }, body: '{', largeBody: true }
      case 1: // A body that really is large.
        return { method: random.pick(['POST', 'PATCH']), path, headers: json, body: 'x'.repeat(random.pick([5 * 1024 * 1024, 30_000])), largeBody: true }
      case 2: // No length given.
        return { method: 'POST', path, headers: { ...json, 'transfer-encoding': 'chunked' }, body: '{"a":1}', largeBody: true }
      default: // A small body a byte a second: the server's request time limit ends it.
        return { method: 'POST', path, headers: { ...json, 'content-length': '64' }, slowBody: random.int(8, 14) }
    }
  },

  'image optimizer variants': (random, { media }) => {
    const file = random.pick(media.length ? media : FALLBACK_MEDIA)
    const variant = random.pick([
      `${file.url}?v=${random.text(random.int(1, 12), 'abcdefghijklmnopqrstuvwxyz0123456789')}`,
      `${file.url}?v=${file.version}&k=${random.int(0, 1e9)}`,
      `${file.url}?k=${random.int(0, 1e9)}`,
      `${file.url}?v=${file.version}#${random.int(0, 1e6)}`,
      `/api/media/file/${random.text(8)}.png?v=${file.version}`,
      `${file.url}?V=${file.version}`,
    ])
    const width = random.pick(['640', '1920', '641', '3840', '0', '-1', 'abc'])
    const quality = random.pick(['75', '50', '100', '0', 'x'])
    return { method: 'GET', path: `/_next/image?url=${encodeURIComponent(variant)}&w=${width}&q=${quality}` }
  },
})

/** Every server function of Payload's admin (handleServerFunctions), called by name through the admin's one action. */
export const ADMIN_SERVER_FUNCTIONS = ['copy-data-from-locale', 'form-state', 'get-default-layout', 'get-folder-results-component-and-data', 'get-upcoming-scheduled-publish', 'render-document', 'render-document-slots', 'render-field', 'render-list', 'render-widget', 'schedule-publish', 'slugify', 'table-state']

/** Spellings of the sign-in address (and others) through the upload addresses, whose body limit is the largest. */
const UNPLAIN_API_PATHS = ['/api/media/../users/login', '/api/media/%2e%2e/users/login', '/api/media/.%2E/users/login', '/api/documents/%2E%2E/users/login', '/api/media%2f..%2fusers/login', '/api/media/..%2fusers/login', '/api/media/..%5cusers/login', '/api/media\\..\\users\\login', '/api//users/login', '/api/media/./../users/forgot-password', '/api/media/../constant-contact/create', '/api/documents/../pages', '/admin/../api/users/login', '/api/%6dedia/../users/login', '/api/media/../../api/users/login']

Object.assign(KINDS, {
  'API paths in other spellings': (random) => {
    const path = random.pick(UNPLAIN_API_PATHS)
    const length = random.pick([24 * 1024 * 1024, 5 * 1024 * 1024, 20_000])
    if (random.chance(0.3)) return { method: 'GET', path }
    return { method: 'POST', path, headers: { 'content-type': 'application/json', 'content-length': String(length) }, body: '{"email":"a@b.c","password":"', largeBody: true }
  },

  'admin server functions': (random, { adminActions }) => {
    const id = adminActions.length && random.chance(0.9) ? random.pick(adminActions) : random.text(42, 'abcdef0123456789')
    const name = random.chance(0.85) ? random.pick(ADMIN_SERVER_FUNCTIONS) : random.pick(['', 'nope', 'render-list ', '__proto__', 'constructor', random.text(12)])
    const args = random.pick([{}, undefined, null, [], 'x', { collectionSlug: 'pages' }, { collectionSlug: 'users', docID: 1 }, { collectionSlug: 'nope', schemaPath: 'x' }, { globalSlug: 'header' }, { id: '../1', collectionSlug: 'pages', operation: 'update' }, { type: 'publish', date: 'x' }])
    const call = random.pick([[{ name, args }], [{ name }], [{ name, args }, 'extra'], { name, args }, [], 'garbage'])
    const body = typeof call === 'string' ? call : JSON.stringify(call)
    return { method: 'POST', path: random.pick(['/admin', '/admin/login', '/admin/collections/pages', '/admin/collections/users/1']), headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' }, body }
  },
})

export const KIND_NAMES = Object.keys(KINDS)

/**
 * Request number `index` of a seed: kinds take turns, so any count covers every kind evenly. `pages` are the
 * site's page routes ("/", "/pricing"…), `previewSecret` the server's, so hostile preview links reach the path check.
 */
export function hostileRequest(seed, index, { pages, previewSecret = 'preview-secret', media = FALLBACK_MEDIA, adminActions = [] }) {
  if (!pages.length) throw new Error('hostileRequest needs at least one page route.')
  const kind = KIND_NAMES[index % KIND_NAMES.length]
  const built = KINDS[kind](randomFor(seed, index), { pages, previewSecret, media, adminActions })
  // node:http sends the bytes 0x21 to 0xff of a path as they are and refuses others: those go percent-encoded.
  const path = built.path.replace(/[^\u0021-\u00ff]/g, (char) => encodeURIComponent(char))
  return { index, kind, headers: {}, ...built, path }
}

/** Every request of a run, built one at a time. */
export function* hostileRequests({ seed, count, pages, previewSecret, media = FALLBACK_MEDIA, adminActions = [] }) {
  for (let index = 0; index < count; index++) yield hostileRequest(seed, index, { pages, previewSecret, media, adminActions })
}

/** The port of a http://127.0.0.1:<port> address; anything else (another host, https, no port) is refused. */
export function loopbackPort(target) {
  const url = new URL(target)
  if (url.protocol !== 'http:' || url.hostname !== '127.0.0.1' || !url.port || url.username || url.password) {
    throw new Error(`Hostile requests go only to http://127.0.0.1:<port>, not to ${url.origin}.`)
  }
  return Number(url.port)
}

/**
 * Sends one request with node:http exactly as built (path, method and Host header as they are) to 127.0.0.1 on a
 * connection of its own. Resolves { status, location, bytes, sample, ms } or { error, ms }; never rejects.
 */
export function sendRequest(target, request, { timeoutMs = 20_000, sampleBytes = 2048 } = {}) {
  const port = loopbackPort(target)
  const started = Date.now()
  return new Promise((resolve) => {
    let settled = false
    const finish = (result) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ ...result, ms: Date.now() - started })
    }
    const headers = { ...request.headers }
    if (request.host === undefined) headers.host = `127.0.0.1:${port}`
    else if (request.host !== null) headers.host = request.host
    let client
    try {
      // Answers may echo a long address twice (Location and Refresh of a redirect): read heads up to 256 KiB, as browsers do.
      client = http.request({ host: '127.0.0.1', port, method: request.method, path: request.path, headers, setHost: false, agent: false, maxHeaderSize: 256 * 1024 })
    } catch (error) {
      finish({ error: 'not sendable', detail: error.message })
      return
    }
    const timer = setTimeout(() => {
      client.destroy()
      finish({ error: 'timeout' })
    }, timeoutMs)
    const onResponse = (response, socket) => {
      if (socket) {
        // CONNECT and upgrade answers hand over the connection: there is no body to read.
        socket.destroy()
        finish({ status: response.statusCode, location: response.headers.location, bytes: 0, sample: '' })
        return
      }
      const chunks = []
      let bytes = 0
      response.on('data', (chunk) => {
        if (bytes < sampleBytes) chunks.push(chunk)
        bytes += chunk.length
      })
      response.on('end', () =>
        finish({ status: response.statusCode, location: response.headers.location, bytes, sample: Buffer.concat(chunks).subarray(0, sampleBytes).toString('utf8') }),
      )
      response.on('error', (error) => finish({ error: connectionError(error), detail: error.message }))
    }
    client.on('response', (response) => onResponse(response))
    client.on('connect', (response, socket) => onResponse(response, socket))
    client.on('upgrade', (response, socket) => onResponse(response, socket))
    client.on('error', (error) => finish({ error: connectionError(error), detail: error.message }))
    if (!request.slowBody) {
      client.end(request.body)
      return
    }
    // One byte a second, until the bytes run out or the server answers.
    client.flushHeaders()
    let sent = 0
    const drip = setInterval(() => {
      if (settled || sent >= request.slowBody) return clearInterval(drip)
      sent += 1
      client.write('x')
    }, 1000)
    client.on('close', () => clearInterval(drip))
  })
}

// EPIPE: the server closed the connection while the body was still being written (it refused the body).
const connectionError = (error) =>
  error.code === 'ECONNRESET' || error.code === 'EPIPE' || /socket hang up/.test(error.message) ? 'connection closed' : error.code === 'ECONNREFUSED' ? 'connection refused' : error.code?.startsWith('HPE_') ? 'unreadable answer' : (error.code ?? 'error')
