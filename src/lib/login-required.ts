/** The label of dashboard sections flagged with an icon: shown with a key icon, read by screen readers. */
export const LOGIN_REQUIRED = 'Login Required'

/** The key icon's text alternative: screen readers announce the key, then the label. */
export const LOGIN_KEY = 'Key'
