import { expect, it } from 'vitest'

import { queryProblem } from './query-checks'

const problem = (query: string) => queryProblem(new URLSearchParams(query))

it('lets through the conditions the admin and the site send', () => {
  for (const query of [
    '',
    'limit=10&depth=1',
    'limit=0&page=3&depth=0',
    'where[title][like]=kit',
    'where[path][equals]=/pricing&where[_status][equals]=published',
    'where[or][0][and][0][title][contains]=a&where[or][1][and][0][path][not_like]=b',
    'where[id][in][0]=1&where[id][in][1]=2',
    'where[id][in][]=1',
    'where[id][not_in]=1,2',
    'where[seo.title][exists]=true',
    'where={"title":{"equals":"x"}}',
    'where={"or":[{"title":{"like":"kit"}},{"id":{"in":[1,2]}}]}',
    'where[a',
  ]) {
    expect(problem(query), query).toBeNull()
  }
})

it('refuses conditions the database cannot run, naming the problem', () => {
  for (const operator of ['near', 'within', 'intersects', 'all']) {
    expect(problem(`where={"path":{"${operator}":"1,2"}}`), operator).toMatch(new RegExp(`"${operator}" is not a supported operator`))
    expect(problem(`where={"and":[{"path":{"${operator}":[1,2]}}]}`), operator).toMatch(/is not a supported operator/)
  }
  expect(problem('where={"title":"x"}')).toMatch(/must name an operator/)
  expect(problem('where={"title":{"equals":{"a":1}}}')).toMatch(/must be one value/)
  expect(problem('where={"or":{"title":{"equals":"x"}}}')).toMatch(/must be a list of conditions/)
  for (const operand of ['true', 'null', '5', '["a"]']) {
    for (const operator of ['like', 'not_like', 'contains']) expect(problem(`where={"title":{"${operator}":${operand}}}`), `${operator} ${operand}`).toMatch(/must be text/)
  }
  expect(problem('where={"title":{"like":"class room"}}')).toBeNull()
  expect(problem('where=abc')).toMatch(/one JSON object/)
  expect(problem('where=[1]')).toMatch(/one JSON object/)
  expect(problem('where[path][near]=1,2,3')).toMatch(/"near" is not a supported operator/)
  for (const operator of ['all', 'within', 'intersects', 'nope', '', '__proto__']) expect(problem(`where[title][${operator}]=x`), operator).toMatch(/not a supported operator/)
  expect(problem('where[id][equals][a]=1')).toMatch(/must be one value/)
  expect(problem('where[id][equals][]=1')).toMatch(/must be one value/)
  expect(problem('where[id][in][0][a]=1')).toMatch(/must be a list of values/)
  expect(problem('where[id]=1')).toMatch(/must name an operator/)
  expect(problem('where[]=1')).toMatch(/must name a field/)
  expect(problem('where[or]=x')).toMatch(/must be followed by a position/)
  expect(problem('where[and][x][title][equals]=1')).toMatch(/must be followed by a position/)
  expect(problem('where[or][0]=x')).toMatch(/must name a field/)
})

it('refuses limit, page and depth values the database cannot take', () => {
  for (const query of ['limit=-1', 'page=-5', 'depth=-1', 'limit=abc', 'page=1.5', 'limit=1e9', 'limit=99999999999999999999', 'page=', 'limit=1&limit=2', 'limit[]=1', 'page[$gt]=1', 'depth[a]=1']) {
    expect(problem(query), query).toMatch(/must be given once, as a whole number/)
  }
})
