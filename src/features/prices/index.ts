import type { Feature } from '@/features/types'
import { PriceTableGlobal } from './global'

/** The pricing calculator's price table: a CMS global with drafts, read by the pricing calculator (blocks/pricing-calculator). */
export const prices: Feature = { name: 'prices', globals: [PriceTableGlobal] }
