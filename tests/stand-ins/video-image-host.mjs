/**
 * Local stand-in for the video image host's documented contract: GET /vi/<id>/hqdefault.jpg answers a JPEG,
 * or 404 for an unknown video. Ids starting with "missing" are unknown. GET /requests/<id> tells the tests how many
 * times the site asked for that video's thumbnail.
 */
import http from 'node:http'

// A 1×1 JPEG.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)
const port = Number(process.env.VIDEO_IMAGE_PORT ?? 3102)
/** Requests per video id (the most recent 10,000 ids). */
const requests = new Map()

http
  .createServer((request, response) => {
    const match = /^\/vi\/([\w-]{11})\/hqdefault\.jpg$/.exec(request.url ?? '')
    if (request.url === '/health') return response.end('ok')
    const counted = /^\/requests\/([\w-]{11})$/.exec(request.url ?? '')
    if (counted) return response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ requests: requests.get(counted[1]) ?? 0 }))
    if (match) {
      if (requests.size >= 10_000) requests.delete(requests.keys().next().value)
      requests.set(match[1], (requests.get(match[1]) ?? 0) + 1)
    }
    if (!match || match[1].startsWith('missing')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'x-stand-in': 'video-image-host' }).end(JPEG)
  })
  .listen(port, '127.0.0.1')
