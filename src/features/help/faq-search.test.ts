import MiniSearch from 'minisearch'
import help from 'virtual:content/help'
import { describe, expect, it, vi } from 'vitest'
import { FaqIndex, highlight, tokenize } from './faq-search'

const index = FaqIndex.of(help)
const ids = (hits: { questionId: string }[]) => hits.map((hit) => hit.questionId)

describe('tokenize', () => {
  it('segments Chinese into words and keeps Latin words whole', () => {
    expect(tokenize('快应用打包')).toEqual(expect.arrayContaining(['应用', '打包']))
    expect(tokenize('RPK 包体 Size')).toEqual(expect.arrayContaining(['rpk', 'size']))
  })

  it('adds the two-character pieces of longer Chinese words', () => {
    expect(tokenize('签名证书')).toEqual(expect.arrayContaining(['签名', '证书']))
  })
})

describe('FAQ search', () => {
  it('finds the packaging questions for 快应用打包, the packaging question first', () => {
    const { centre } = index.query('快应用打包', 'commonProblem', 'zh-CN')
    expect(centre[0]?.questionId).toBe('build-rpk')
    expect(centre[0]?.language).toBe('zh-CN')
    expect(centre[0]?.terms).toContain('打包')
  })

  it('ranks a title match above a body match (English)', () => {
    // "subpackages" is in the title of one question and only in the answer of another.
    const { centre } = index.query('subpackages', 'commonProblem', 'en')
    expect(centre[0]?.questionId).toBe('subpackages')
    expect(ids(centre)).toContain('package-size')
  })

  it('matches the last word as a prefix, for results as you type', () => {
    expect(ids(index.query('subpack', 'commonProblem', 'en').centre)).toContain('subpackages')
  })

  it('tolerates a small typo in a longer English word', () => {
    expect(ids(index.query('certficate', 'commonProblem', 'en').centre)).toContain(
      'sign-certificate',
    )
  })

  it('searches both languages: an English query from the Chinese UI shows the English match', () => {
    const [first] = index.query('frozen account', 'commonProblem', 'zh-CN').centre
    expect(first?.questionId).toBe('account-frozen')
    expect(first?.language).toBe('en')
  })

  it('shows the UI language when both languages match', () => {
    const [first] = index.query('RPK', 'commonProblem', 'zh-CN').centre
    expect(first?.language).toBe('zh-CN')
  })

  it("puts the other help centre's matches in a second group", () => {
    const { centre, other } = index.query('分包', 'commonProblem', 'zh-CN')
    expect(ids(centre)).toContain('subpackages')
    expect(ids(other)).toContain('game-subpackages')
    expect(other.every((hit) => hit.centre === 'commonGameProblem')).toBe(true)
  })

  it('lists each question once', () => {
    const { centre } = index.query('package', 'commonProblem', 'en')
    expect(new Set(ids(centre)).size).toBe(centre.length)
  })

  it('answers nothing for an empty query or words no question contains', () => {
    expect(index.query('  ', 'commonProblem', 'en')).toEqual({ centre: [], other: [] })
    expect(index.query('zzqxv', 'commonProblem', 'en')).toEqual({ centre: [], other: [] })
  })

  it('gives a snippet around the match', () => {
    const hit = index.query('openssl', 'commonProblem', 'en').centre[0]
    expect(hit?.snippet.toLowerCase()).toContain('openssl')
  })

  it('is built in short slices of main thread, letting other tasks run between them', async () => {
    // A slow device: each look at the clock finds 2 ms gone, so a 5 ms slice holds 3 questions.
    let now = 0
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 2))
    const added = vi.spyOn(MiniSearch.prototype, 'add')
    let addedBefore = 0
    let largestSlice = 0
    let total = 0
    const other = setInterval(() => {
      largestSlice = Math.max(largestSlice, added.mock.calls.length - addedBefore)
      addedBefore = added.mock.calls.length
    }, 0)
    try {
      const built = await FaqIndex.build(help)
      expect(built.query('快应用打包', 'commonProblem', 'zh-CN')).toEqual(
        index.query('快应用打包', 'commonProblem', 'zh-CN'),
      )
      expect(built.query('package', 'commonGameProblem', 'en')).toEqual(
        index.query('package', 'commonGameProblem', 'en'),
      )
      await new Promise((resolve) => setTimeout(resolve, 0))
      total = added.mock.calls.length
    } finally {
      clearInterval(other)
      clock.mockRestore()
      added.mockRestore()
    }
    expect(total).toBeGreaterThan(20)
    expect(largestSlice).toBe(3)
  })
})

describe('highlight', () => {
  it('marks every occurrence, ignoring case', () => {
    expect(highlight('RPK or rpk', ['rpk'])).toEqual([
      { text: 'RPK', match: true },
      { text: ' or ', match: false },
      { text: 'rpk', match: true },
    ])
  })

  it('marks Chinese words inside a sentence, the longest term first', () => {
    expect(highlight('如何打包快应用', ['应用', '快应用', '打包'])).toEqual([
      { text: '如何', match: false },
      { text: '打包', match: true },
      { text: '快应用', match: true },
    ])
  })

  it('leaves the text alone without terms, and escapes special characters', () => {
    expect(highlight('a.b', [])).toEqual([{ text: 'a.b', match: false }])
    expect(highlight('a.b axb', ['a.b'])).toEqual([
      { text: 'a.b', match: true },
      { text: ' axb', match: false },
    ])
  })
})

describe('FaqIndex.build', () => {
  it('indexes in pieces and answers as the index built at once does', async () => {
    const built = await FaqIndex.build(help)
    for (const query of ['快应用打包', 'subpackages', '签名证书']) {
      expect(built.query(query, 'commonProblem', 'zh-CN')).toEqual(
        index.query(query, 'commonProblem', 'zh-CN'),
      )
    }
    expect(built.query('打包', 'commonProblem', 'zh-CN').centre.length).toBeGreaterThan(0)
  })
})
