/** One entry of a reference list: the label a visitor reads and the code the form sends. */
export type ReferenceOption = { displayName: string; value: string }
