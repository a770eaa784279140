import { hero, text, type SeedPage } from '@/seed/helpers'

export const faq: SeedPage = {
  title: 'Frequently Asked Questions',
  path: '/faq',
  seo: { description: 'Answers about digital licenses, account creation and getting help with our programs.' },
  sections: [
    hero('Frequently asked questions', 'Digital licenses, accounts and help', 'Find quick answers, or contact our support team.', undefined, 'secondary'),
    text(
      'Digital licenses',
      `**How long does a license last?** Licenses run for one, three or five years from activation.

**Can I move a license to another teacher?** Yes. A school administrator can reassign licenses from the dashboard.`,
      { anchorLink: 'digital-licenses' },
    ),
    text(
      'Account creation',
      `**How do I create an account?** Use the activation key from your order confirmation, then follow the steps to set a password.`,
      { anchorLink: 'account-creation' },
    ),
    text('General help', 'Still stuck? Our support team answers within one business day.', {
      anchorLink: 'general-help',
      linkText: 'Contact support',
      linkUrl: '/contact',
    }),
  ],
}
