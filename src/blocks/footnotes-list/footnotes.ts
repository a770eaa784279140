/** Id of the n-th footnote (from 1) of a footnotes list: text elsewhere on the page links to it as "#footnote-n". */
export const footnoteId = (n: number) => `footnote-${n}`
