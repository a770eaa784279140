import type { Feature } from '@/features/types'
import { Representatives, Territories } from './collection'

/** Sales territories and their representatives: collections edited in the CMS, shown by the territory map (blocks/territory-map). */
export const territories: Feature = { name: 'territories', collections: [Territories, Representatives] }
