/**
 * Checks of the query of CMS API requests, made before the CMS runs it: the database adapters fail with a server
 * error on a condition or a number they cannot use instead of refusing it. `where` holds conditions
 * (`where[title][like]=x`, `where[or][0][path][equals]=/`) or one JSON text; `limit`, `page` and `depth` numbers.
 */

/** The operators the SQL database adapters run on the fields we have (no point fields, so no geo operators). */
export const supportedOperators = new Set(['equals', 'not_equals', 'in', 'not_in', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains'])
/** Operators that take a list of values (`where[id][in][0]=1&where[id][in][1]=2`, or `where[id][in]=1,2`). */
const listOperators = new Set(['in', 'not_in'])
/** Operators that match text: the adapters split their value as text and fail on anything else. */
const textOperators = new Set(['like', 'not_like', 'contains'])

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** What is wrong with a `where` given as one JSON object, by the same rules as the bracket form, or null. */
function jsonConditionProblem(where: Record<string, unknown>, depth = 0): string | null {
  if (depth > 10) return 'where nests too deeply.'
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(value) || !value.every(isObject)) return `"${key}" must be a list of conditions.`
      for (const group of value) {
        const problem = jsonConditionProblem(group, depth + 1)
        if (problem) return problem
      }
      continue
    }
    if (!isObject(value) || Object.keys(value).length === 0) return `The condition on "${key}" must name an operator, as in {"${key}":{"equals":…}}.`
    for (const [operator, operand] of Object.entries(value)) {
      if (!supportedOperators.has(operator)) return `"${operator}" is not a supported operator; use one of ${[...supportedOperators].join(', ')}.`
      if (textOperators.has(operator)) {
        if (typeof operand !== 'string') return `The value of "${key}" ${operator} must be text.`
        continue
      }
      const fits = listOperators.has(operator) ? isScalar(operand) || (Array.isArray(operand) && operand.every(isScalar)) : isScalar(operand)
      if (!fits) return `The value of "${key}" ${operator} must be ${listOperators.has(operator) ? 'a list of values' : 'one value'}.`
    }
  }
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
      let parsed: unknown
      try {
        parsed = JSON.parse(value)
      } catch {
        // Reported below.
      }
      if (!isObject(parsed)) return 'where must be conditions in brackets (where[title][equals]=…) or one JSON object.'
      const problem = jsonConditionProblem(parsed)
      if (problem) return problem
      continue
    }
    const brackets = /^where((?:\[[^[\]]*\])+)$/.exec(name)
    if (!brackets) continue
    const problem = conditionProblem([...brackets[1].matchAll(/\[([^[\]]*)\]/g)].map(([, segment]) => segment))
    if (problem) return problem
  }
  return null
}

