/**
 * Redirects an editor would keep: an old program address (permanent), a campaign address (temporary), and the
 * search page's name on the curriculum site (/Search-Results), which visitors carry over.
 */
export const demoRedirects = [
  { from: '/sel-for-adults', to: '/social-emotional-learning-adults', type: '301' as const },
  { from: '/free-webinars', to: '/webinars', type: '302' as const },
  { from: '/search-results', to: '/search', type: '301' as const },
]
