import type { SocialMediaLinksBlock } from '@/payload-types'

export const samples = {
  followUs: {
    blockType: 'socialMediaLinks',
    title: 'Follow us',
    accountName: 'Heartwise Learning',
    links: [
      { platform: 'facebook', url: 'https://www.facebook.com/heartwiselearning' },
      { platform: 'instagram', url: 'https://www.instagram.com/heartwiselearning' },
      { platform: 'linkedin', url: 'https://www.linkedin.com/company/heartwise-learning' },
      { platform: 'x', url: 'https://x.com/heartwiselearn' },
      { platform: 'youtube', url: 'https://www.youtube.com/@heartwiselearning' },
      { platform: 'pinterest', url: 'https://www.pinterest.com/heartwiselearning' },
    ],
    backgroundColor: 'none',
  },
  untitledOnPrimary: {
    blockType: 'socialMediaLinks',
    accountName: 'Heartwise Learning',
    links: [
      { platform: 'facebook', url: 'https://www.facebook.com/heartwiselearning' },
      { platform: 'youtube', url: 'https://www.youtube.com/@heartwiselearning' },
    ],
    backgroundColor: 'primary',
  },
} satisfies Record<string, Omit<SocialMediaLinksBlock, 'id'>>
