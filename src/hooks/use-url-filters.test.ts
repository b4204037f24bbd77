import { describe, expect, it } from 'vitest'
import { oneOf, positiveId, text, urlFilters, wholeNumber } from './use-url-filters'

// A list with each kind of filter the portal's lists have: a choice, a choice with a default, a
// number under another parameter's name, text and an id.
const colours = ['red', 'green'] as const
const states = ['open', 'closed'] as const

interface Filters {
  colour?: (typeof colours)[number]
  state: (typeof states)[number]
  minAgeDays?: number
  q?: string
  recordId?: number
}

const list = urlFilters<Filters>({
  colour: { read: oneOf(colours) },
  state: { read: oneOf(states), fallback: 'open' },
  minAgeDays: { param: 'minAge', read: wholeNumber(0, 3650) },
  q: { read: text(100) },
  recordId: { read: positiveId },
})

const read = (query: string) => list.read(new URLSearchParams(query))

describe('filters in the URL', () => {
  it('default to nothing set, the defaults and page 1', () => {
    expect(read('')).toEqual({ state: 'open', page: 1 })
    expect(list.write(read('')).toString()).toBe('')
    expect(list.isFiltered(read(''))).toBe(false)
  })

  it('read every filter a shared link carries', () => {
    expect(read('colour=green&state=closed&minAge=7&q=%20acme%20&recordId=12&page=3')).toEqual({
      colour: 'green',
      state: 'closed',
      minAgeDays: 7,
      q: 'acme',
      recordId: 12,
      page: 3,
    })
  })

  it('fall back to the default on anything unreadable', () => {
    expect(read('colour=blue&state=gone&minAge=-1&q=%20%20&recordId=0&page=0')).toEqual(read(''))
    expect(read('minAge=3651').minAgeDays).toBeUndefined()
    expect(read('recordId=1e3').recordId).toBeUndefined()
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100)
    for (const page of ['-2', '2.5', 'abc', '', '100001']) expect(read(`page=${page}`).page).toBe(1)
  })

  it('write what they read, in the order they are described, leaving the defaults out', () => {
    const filters: ReturnType<typeof read> = {
      colour: 'red',
      state: 'closed',
      minAgeDays: 0,
      q: 'dev@example.com',
      recordId: 7,
      page: 2,
    }
    const written = list.write(filters)
    expect(written.toString()).toBe(
      'colour=red&state=closed&minAge=0&q=dev%40example.com&recordId=7&page=2',
    )
    expect(list.read(written)).toEqual(filters)
    expect(list.write({ state: 'open', page: 1 }).toString()).toBe('')
  })

  it('leave an empty choice (a select’s "all") out', () => {
    expect(list.write({ colour: '' as never, state: 'open', page: 1 }).toString()).toBe('')
  })

  it('say whether anything narrows the list, the page aside', () => {
    expect(list.isFiltered(read('page=4'))).toBe(false)
    expect(list.isFiltered(read('minAge=0'))).toBe(true)
    expect(list.isFiltered(read('state=closed'))).toBe(true)
    expect(list.isFiltered(read('state=open'))).toBe(false)
  })

  it('ask the API for the filters that are set and the page', () => {
    expect(list.request(read(''), 20)).toEqual({ state: 'open', pageNum: 1, pageSize: 20 })
    expect(list.request(read('colour=red&minAge=14&q=acme&page=2'), 10)).toEqual({
      colour: 'red',
      state: 'open',
      minAgeDays: 14,
      q: 'acme',
      pageNum: 2,
      pageSize: 10,
    })
  })
})

describe('a record id', () => {
  it.each([
    ['7', 7],
    ['42', 42],
    ['0', undefined],
    ['-1', undefined],
    ['042', undefined],
    [' 42', undefined],
    ['4.2', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    ['99999999999999999', undefined],
  ])('%j → %s', (raw, expected) => {
    expect(positiveId(raw)).toBe(expected)
  })
})
