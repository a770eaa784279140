/** One entry of a reference list (SPEC §3): the label a visitor reads and the code the form sends. */
export type ReferenceOption = { displayName: string; value: string }
