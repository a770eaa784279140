import 'server-only'

import { collectionTag } from '@/lib/cache-tags'
import { cachedRead, payloadClient } from '@/server/content'
import { MAX_TERRITORIES } from './collection'

/** More representatives than the sales team will ever have. */
const MAX_REPRESENTATIVES = 500

/** A representative as the map's window shows them. */
export type MapRepresentative = { id: number; name: string; email: string; phone: string }

/** A territory with its colour, its states and its representatives, for the territory map. */
export type MapTerritory = { id: number; fullName: string; color: string; states: string[]; representatives: MapRepresentative[] }

/** Every territory with its representatives (by name), read once per change to either collection. */
export const getMapTerritories = cachedRead(
  'map-territories',
  () => [collectionTag('territories'), collectionTag('representatives')],
  async (): Promise<MapTerritory[]> => {
    const payload = await payloadClient()
    const [territories, representatives] = await Promise.all([
      payload.find({ collection: 'territories', depth: 0, limit: MAX_TERRITORIES, pagination: false, sort: 'fullName' }),
      payload.find({ collection: 'representatives', depth: 0, limit: MAX_REPRESENTATIVES, pagination: false, sort: 'name' }),
    ])
    return territories.docs.map((territory) => ({
      id: territory.id,
      fullName: territory.fullName ?? '',
      color: territory.color,
      states: territory.states ?? [],
      representatives: representatives.docs
        .filter((representative) => (typeof representative.territory === 'object' ? representative.territory?.id : representative.territory) === territory.id)
        .map(({ id, name, email, phone }) => ({ id, name, email, phone })),
    }))
  },
)
