import MiniSearch, { type SearchResult } from 'minisearch'
import type { HelpCentre } from '@/config/paths'
import { LANGUAGES, type Language } from '@/config/settings'
import type { HelpContent, PerLanguage } from '@/lib/content/types'
import { nextTask } from '@/lib/first-paint/first-page'

// Full-text search over both help centres in both languages. Chinese has no spaces between words:
// Intl.Segmenter (built into browsers and Node, no dictionary to download) splits it into words,
// so that 快应用打包 becomes 快 / 应用 / 打包 and finds the questions about 打包. Longer Chinese words
// are also indexed by their two-character pieces (签名证书 → 签名, 名证, 证书), which catches a
// query the segmenter splits differently from the text. Ranking is MiniSearch's BM25 with titles
// counting three times; the last word of a query matches as a prefix (results as you type).

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })
const HAN = /\p{Script=Han}/u

export function tokenize(text: string): string[] {
  const tokens: string[] = []
  for (const { segment, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue
    const word = segment.toLowerCase()
    tokens.push(word)
    const chars = [...word]
    if (HAN.test(word) && chars.length > 2) {
      for (let i = 0; i < chars.length - 1; i += 1) tokens.push(`${chars[i]}${chars[i + 1]}`)
    }
  }
  return tokens
}

interface FaqDocument {
  id: string
  centre: HelpCentre
  language: Language
  questionId: string
  title: string
  text: string
}

export interface FaqHit {
  centre: HelpCentre
  questionId: string
  /** The language whose text matched (the UI's when both did). */
  language: Language
  title: string
  snippet: string
  score: number
  /** The indexed words that matched, for highlighting. */
  terms: string[]
}

export interface FaqSearchResults {
  /** Matches in the centre being searched, best first. */
  centre: FaqHit[]
  /** Matches in the other centre, best first. */
  other: FaqHit[]
}

const SNIPPET_LENGTH = 90

/** The main-thread time the index is built in before it lets the page have a task. */
const BUILD_SLICE_MS = 5

function snippet(text: string, terms: string[]): string {
  const lower = text.toLowerCase()
  const at = Math.min(
    ...terms.map((term) => lower.indexOf(term)).filter((index) => index >= 0),
    Number.MAX_SAFE_INTEGER,
  )
  const start = at === Number.MAX_SAFE_INTEGER ? 0 : Math.max(0, at - 20)
  const cut = text.slice(start, start + SNIPPET_LENGTH)
  return `${start > 0 ? '…' : ''}${cut}${start + SNIPPET_LENGTH < text.length ? '…' : ''}`
}

export class FaqIndex {
  private readonly search = new MiniSearch<FaqDocument>({
    fields: ['title', 'text'],
    storeFields: [],
    tokenize,
    processTerm: (term) => term.toLowerCase(),
    searchOptions: {
      boost: { title: 3 },
      combineWith: 'OR',
      // As you type: the last word may be unfinished.
      prefix: (_term, i, terms) => i === terms.length - 1,
      // Small typos in longer Latin words ("pakage"); Chinese words are too short for it.
      fuzzy: (term) => (HAN.test(term) || term.length < 5 ? false : 0.2),
    },
  })
  private readonly documents = new Map<string, FaqDocument>()

  private constructor() {}

  /** Every question indexed at once (tests; the page uses `build`). */
  static of(help: PerLanguage<HelpContent>): FaqIndex {
    const index = new FaqIndex()
    index.search.addAll(index.documentsOf(help))
    return index
  }

  /**
   * In slices of BUILD_SLICE_MS of main thread, each in a task of its own: indexing every question
   * (both centres, both languages) at once held a phone's main thread for a tenth of a second, and
   * a fixed number of questions per task (ten) still took 50-70 ms of a slow phone's. A slice of
   * time holds on any device.
   */
  static async build(help: PerLanguage<HelpContent>): Promise<FaqIndex> {
    const index = new FaqIndex()
    const documents = index.documentsOf(help)
    let next = 0
    while (next < documents.length) {
      const started = performance.now()
      do index.search.add(documents[next++]!)
      while (next < documents.length && performance.now() - started < BUILD_SLICE_MS)
      if (next < documents.length) await nextTask(undefined)
    }
    return index
  }

  private documentsOf(help: PerLanguage<HelpContent>): FaqDocument[] {
    const documents: FaqDocument[] = []
    for (const language of LANGUAGES) {
      for (const [centre, content] of Object.entries(help[language]) as [
        HelpCentre,
        HelpContent[HelpCentre],
      ][]) {
        for (const category of content.categories) {
          for (const question of category.questions) {
            const doc: FaqDocument = {
              id: `${centre}:${language}:${question.id}`,
              centre,
              language,
              questionId: question.id,
              title: question.title,
              text: question.body.text,
            }
            documents.push(doc)
            this.documents.set(doc.id, doc)
          }
        }
      }
    }
    return documents
  }

  /** Questions matching `query` in either language, one hit per question, grouped by centre. */
  query(query: string, centre: HelpCentre, language: Language): FaqSearchResults {
    const results: FaqSearchResults = { centre: [], other: [] }
    if (!query.trim()) return results
    const best = new Map<string, { hit: SearchResult; doc: FaqDocument }>()
    for (const hit of this.search.search(query)) {
      const doc = this.documents.get(String(hit.id))
      if (!doc) continue
      const key = `${doc.centre}:${doc.questionId}`
      const seen = best.get(key)
      // One entry per question: the better match, and the UI's language on a near tie.
      const better =
        !seen ||
        hit.score > seen.hit.score * 1.2 ||
        (doc.language === language && hit.score >= seen.hit.score / 1.2)
      if (better) best.set(key, { hit, doc })
    }
    for (const { hit, doc } of best.values()) {
      const terms = [...new Set(hit.terms)].sort((a, b) => b.length - a.length)
      const entry: FaqHit = {
        centre: doc.centre,
        questionId: doc.questionId,
        language: doc.language,
        title: doc.title,
        snippet: snippet(doc.text, terms),
        score: hit.score,
        terms,
      }
      ;(doc.centre === centre ? results.centre : results.other).push(entry)
    }
    results.centre.sort((a, b) => b.score - a.score)
    results.other.sort((a, b) => b.score - a.score)
    return results
  }
}

export interface TextPart {
  text: string
  match: boolean
}

/** `text` cut into matching and non-matching parts (case-insensitive), longest terms first. */
export function highlight(text: string, terms: string[]): TextPart[] {
  const usable = [...new Set(terms.filter((term) => term.trim()))].sort(
    (a, b) => b.length - a.length,
  )
  if (usable.length === 0) return [{ text, match: false }]
  const pattern = new RegExp(
    `(${usable.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'giu',
  )
  // split() with a capturing group puts the matches at the odd indices.
  return text
    .split(pattern)
    .map((part, i) => ({ text: part, match: i % 2 === 1 }))
    .filter((part) => part.text !== '')
}
