import { answerSearch } from '@/features/search/api'
import { searchSite } from '@/features/search/server'

// Answers from this server's search index on every request; never cached.
export const dynamic = 'force-dynamic'

/**
 * GET /api/search?q=<term>&page=<n>: ten published pages per page, best first, with matched words marked in
 * the title and snippet segments. Bad input → 400 with `{ error }`; see src/features/search/README.md.
 */
export async function GET(request: Request) {
  const headers = { 'cache-control': 'no-store' }
  try {
    const { status, body } = await answerSearch(new URL(request.url).searchParams, searchSite)
    return Response.json(body, { status, headers })
  } catch (error) {
    console.error(`Search failed: ${(error as Error).message}`)
    return Response.json({ error: 'Search is unavailable right now. Please try again.' }, { status: 503, headers })
  }
}
