import { BlockRowLabel as BlockRowLabel_57dadf28c552ee546cb74cdd65af1a10 } from '../../../cms/components/BlockRowLabel'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/components/BlockRowLabel#BlockRowLabel": BlockRowLabel_57dadf28c552ee546cb74cdd65af1a10,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
