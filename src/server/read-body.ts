/**
 * A request or response body as text, read no further than `maxBytes`: null when it is longer (the rest is never
 * read), so a visitor, or a server we fetch from, cannot make the server hold a large body in memory.
 */
export async function readTextWithin(message: Pick<Request, 'headers' | 'body'>, maxBytes: number): Promise<string | null> {
  if (Number(message.headers.get('content-length') ?? 0) > maxBytes) {
    await message.body?.cancel()
    return null
  }
  if (!message.body) return ''
  const reader = message.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
