import MarkdownIt from 'markdown-it'
import type { Heading, Rendered } from '../../src/lib/content/types.ts'

// Raw HTML in the source is escaped (html: false): the browser inserts the result as it is.
const md = new MarkdownIt({ html: false, linkify: false, typographer: false })

/** An anchor id for a heading: letters (any script) and digits joined by "-". */
export function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  )
}

/**
 * Markdown to HTML, with an id on every heading (for the table of contents and deep links) and
 * every link handed to `onLink` (the build checks the internal ones).
 */
export function renderMarkdown(source: string, onLink: (href: string) => void): Rendered {
  const tokens = md.parse(source, {})
  const headings: Heading[] = []
  const used = new Set<string>()
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const inline = tokens[index + 1]
      const headingText = String(inline?.content ?? '')
      let headingId = slugify(headingText)
      for (let n = 2; used.has(headingId); n += 1) headingId = `${slugify(headingText)}-${n}`
      used.add(headingId)
      token.attrSet('id', headingId)
      const level = Number(token.tag.slice(1))
      if (level === 2 || level === 3) headings.push({ id: headingId, text: headingText, level })
    }
    for (const child of token.children ?? []) {
      if (child.type !== 'link_open') continue
      const href = String(child.attrGet('href') ?? '')
      onLink(href)
      if (/^https?:/.test(href)) child.attrSet('rel', 'noopener noreferrer')
    }
  })
  // Code blocks and tables scroll sideways on narrow screens: focusable, so keyboards can scroll.
  const html = md.renderer
    .render(tokens, md.options, {})
    .replaceAll('<pre>', '<pre tabindex="0">')
    .replaceAll('<table>', '<table tabindex="0">')
  const text = html
    .replace(/<\/(p|li|h\d|pre|td|th|blockquote)>|<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
  return { html, text, headings }
}
