/**
 * Local stand-in for the video image host's documented contract: GET /vi/<id>/hqdefault.jpg answers a JPEG,
 * or 404 for an unknown video. Ids starting with "missing" are unknown.
 */
import http from 'node:http'

// A 1×1 JPEG.
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
)
const port = Number(process.env.VIDEO_IMAGE_PORT ?? 3102)

http
  .createServer((request, response) => {
    const match = /^\/vi\/([\w-]{11})\/hqdefault\.jpg$/.exec(request.url ?? '')
    if (request.url === '/health') return response.end('ok')
    if (!match || match[1].startsWith('missing')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
      return
    }
    response.writeHead(200, { 'content-type': 'image/jpeg', 'x-stand-in': 'video-image-host' }).end(JPEG)
  })
  .listen(port, '127.0.0.1')
