/**
 * Checks of the query of CMS API requests, made before the CMS runs it: the database adapters fail with a server
 * error on a condition or a number they cannot use instead of refusing it. `where` holds conditions
 * (`where[title][like]=x`, `where[or][0][path][equals]=/`) or one JSON text; `limit`, `page` and `depth` numbers.
 */

/** The operators the SQL database adapters run on the fields we have (no point fields, so no geo operators). */
export const supportedOperators = new Set(['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains'])
/** Operators that take a list of values (`where[id][in][0]=1&where[id][in][1]=2`, or `where[id][in]=1,2`). */
const listOperators = new Set(['in', 'not_in'])

const isIndex = (segment: string | undefined) => segment !== undefined && /^\d*$/.test(segment)

/** What is wrong with one `where[…]` parameter name, or null. */
function conditionProblem(segments: string[]): string | null {
  let i = 0
  // and/or groups: `[or][0][and][1]…`
  while (segments[i] === 'and' || segments[i] === 'or') {
    if (!isIndex(segments[i + 1])) return `"${segments[i]}" must be followed by a position, as in where[${segments[i]}][0][title][equals]=…`
    i += 2
  }
  const [field, operator, ...rest] = segments.slice(i)
  if (!field) return 'A condition must name a field, as in where[title][equals]=…'
  if (operator === undefined) return `The condition on "${field}" must name an operator, as in where[${field}][equals]=…`
  if (!supportedOperators.has(operator)) return `"${operator}" is not a supported operator; use one of ${[...supportedOperators].join(', ')}.`
  if (rest.length > (listOperators.has(operator) ? 1 : 0) || !rest.every(isIndex)) return `The value of "${field}" ${operator} must be ${listOperators.has(operator) ? 'a list of values' : 'one value'}.`
  return null
}

const numberParameters = ['limit', 'page', 'depth']

/** What is wrong with the query of a CMS API request, or null when the CMS may run it. */
export function queryProblem(query: URLSearchParams): string | null {
  for (const [name, value] of query) {
    const number = numberParameters.find((parameter) => name === parameter || name.startsWith(`${parameter}[`))
    if (number) {
      // A negative or huge number reaches the database as it is; a repeated one arrives as a list.
      if (name !== number || query.getAll(number).length > 1 || !/^\d{1,15}$/.test(value)) return `${number} must be given once, as a whole number (0 or more).`
      continue
    }
    if (name === 'where') {
      try {
        const parsed: unknown = JSON.parse(value)
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) continue
      } catch {
        // Reported below.
      }
      return 'where must be conditions in brackets (where[title][equals]=…) or one JSON object.'
    }
    const brackets = /^where((?:\[[^[\]]*\])+)$/.exec(name)
    if (!brackets) continue
    const problem = conditionProblem([...brackets[1].matchAll(/\[([^[\]]*)\]/g)].map(([, segment]) => segment))
    if (problem) return problem
  }
  return null
}
