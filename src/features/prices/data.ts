import 'server-only'

import { globalTag } from '@/lib/cache-tags'
import { PRICE_TABLE, priceTableProblems, type PriceTable } from '@/lib/price-table'
import { cachedRead, payloadClient } from '@/server/content'

/**
 * The published price table, read once per publication. A table that is not published, or not whole, is an error:
 * the calculator's section fails (and says why in the log) rather than showing prices that do not add up.
 */
export const getPriceTable = cachedRead('price-table', () => [globalTag(PRICE_TABLE)], async (): Promise<PriceTable> => {
  const payload = await payloadClient()
  const stored = await payload.findGlobal({ slug: PRICE_TABLE, depth: 0, draft: false })
  const problems = priceTableProblems(stored)
  if (problems.length) throw new Error(`The published price table cannot be used: ${problems.join(' ')}`)
  return {
    bands: (stored.bands ?? []).map((band) => ({
      fromSchools: band.fromSchools,
      prices: (band.prices ?? []).map(({ years, price }) => ({ years, price })),
    })),
  }
})
