import type { CollectionConfig } from 'payload'

/**
 * The email-marketing provider's current OAuth token pair. Refresh tokens rotate, so a new pair is saved here before
 * its first use and every server process reads the same one. Nobody reads or edits it through the API or the admin.
 */
export const ProviderTokens: CollectionConfig = {
  slug: 'provider-tokens',
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  admin: { hidden: true },
  fields: [
    { name: 'provider', type: 'text', required: true, unique: true },
    { name: 'accessToken', type: 'text', required: true },
    { name: 'refreshToken', type: 'text', required: true },
    { name: 'expiresAt', type: 'number' },
  ],
}
