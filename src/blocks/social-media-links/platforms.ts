import type { IconName } from '../../lib/icons'

/**
 * Social networks the organisation links to. One source for the CMS select (blocks/social-media-links/schema.ts) and
 * the component: each platform's name (for the link's accessible name) and its icon.
 */
export const socialPlatforms = {
  facebook: { label: 'Facebook', icon: 'facebook' },
  instagram: { label: 'Instagram', icon: 'instagram' },
  linkedin: { label: 'LinkedIn', icon: 'linkedin' },
  x: { label: 'X', icon: 'x-logo' },
  youtube: { label: 'YouTube', icon: 'youtube' },
  pinterest: { label: 'Pinterest', icon: 'pinterest' },
} as const satisfies Record<string, { label: string; icon: IconName }>

export type SocialPlatform = keyof typeof socialPlatforms

export const socialPlatformOptions = Object.entries(socialPlatforms).map(([value, { label }]) => ({ label, value }))

export const isSocialPlatform = (value: unknown): value is SocialPlatform => typeof value === 'string' && Object.hasOwn(socialPlatforms, value)

/** What a screen reader says for a social link: "Heartwise Learning on Facebook", or the platform alone without an account name. */
export const socialLinkName = (account: string | null | undefined, platform: SocialPlatform) => {
  const { label } = socialPlatforms[platform]
  return account?.trim() ? `${account.trim()} on ${label}` : label
}
