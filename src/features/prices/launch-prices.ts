import type { Payload, PayloadRequest } from 'payload'

import { PRICE_TABLE, type PriceTable } from '@/lib/price-table'

/**
 * The prices when the table moved from the code into the CMS: the migration that created the table published them,
 * and the demo's copy (the pricing page's comparison) quotes them. Editors change prices in the CMS, never here.
 */
export const LAUNCH_PRICE_TABLE: PriceTable = {
  bands: [
    { fromSchools: 2, prices: [{ years: 1, price: 2778 }, { years: 3, price: 7092 }, { years: 5, price: 10431 }] },
    { fromSchools: 5, prices: [{ years: 1, price: 2676 }, { years: 3, price: 6807 }, { years: 5, price: 10002 }] },
    { fromSchools: 20, prices: [{ years: 1, price: 2586 }, { years: 3, price: 6594 }, { years: 5, price: 9702 }] },
    { fromSchools: 50, prices: [{ years: 1, price: 2508 }, { years: 3, price: 6387 }, { years: 5, price: 9387 }] },
  ],
}

/** Publishes the launch prices: the migration that creates the price table runs it once, inside its transaction. */
export async function publishLaunchPrices(payload: Payload, req: Partial<PayloadRequest>) {
  await payload.updateGlobal({
    slug: PRICE_TABLE,
    data: { ...LAUNCH_PRICE_TABLE, _status: 'published' },
    req,
    context: { disableRevalidate: true },
  })
}
