// The portal's message catalogue: nested messages per language, `{{name}}` placeholders, one active
// language, listeners told when it or the messages change. It replaces i18next and react-i18next,
// whose features (namespaces, plurals, back-ends, detection) the portal does not use and which
// cost 17 KB of gzipped JavaScript on every page (docs/performance.md, "Size budget").

export interface MessageTree {
  [key: string]: string | MessageTree
}

/** Placeholder values, and `lng` to read another language than the active one. */
export type TranslateOptions = { lng?: string } & Record<string, unknown>

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/** Adds what `source` has and `target` lacks, branch by branch; existing messages are kept. */
function mergeMissing(target: MessageTree, source: MessageTree) {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    if (existing === undefined) target[key] = typeof value === 'string' ? value : { ...value }
    else if (typeof existing !== 'string' && typeof value !== 'string')
      mergeMissing(existing, value)
  }
}

export class Translator {
  language: string
  private readonly catalogues = new Map<string, MessageTree>()
  private readonly listeners = new Set<() => void>()
  /** Changes whenever the language or the messages do: what React components subscribe to. */
  version = 0

  constructor(language: string) {
    this.language = language
  }

  /** A language's messages, merged into what it has (messages already there win). */
  add(language: string, messages: MessageTree) {
    const catalogue = this.catalogues.get(language) ?? {}
    mergeMissing(catalogue, messages)
    this.catalogues.set(language, catalogue)
    this.changed()
  }

  messages(language: string): MessageTree | undefined {
    return this.catalogues.get(language)
  }

  /** The message or branch at a dotted key, or undefined. */
  lookup(language: string, key: string): string | MessageTree | undefined {
    let node: string | MessageTree | undefined = this.catalogues.get(language)
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined
      node = node[part]
    }
    return node
  }

  exists(key: string, options: { lng?: string } = {}): boolean {
    return typeof this.lookup(options.lng ?? this.language, key) === 'string'
  }

  /** The message with its placeholders filled; the key itself when there is no such message. */
  t = (key: string, options: TranslateOptions = {}): string => {
    const message = this.lookup(options.lng ?? this.language, key)
    if (typeof message !== 'string') return key
    return message.replace(PLACEHOLDER, (placeholder, name: string) =>
      name in options ? String(options[name]) : placeholder,
    )
  }

  changeLanguage(language: string) {
    if (language === this.language) return
    this.language = language
    this.changed()
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  private changed() {
    this.version += 1
    for (const listener of this.listeners) listener()
  }
}
