import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildContent } from './build-content.ts'
import { buildRouteMeta } from './route-meta.ts'
import { formatErrors } from './vite-plugin.ts'

// Each test breaks one thing in a copy of the real content/ and checks that the build names the
// file and the field.

const brand = { brandSlug: 'quickApp', brandName: { 'zh-CN': '快应用', en: 'Quick App' } }
const source = path.resolve(import.meta.dirname, '../../content')
const copies: string[] = []

function copy(): string {
  const root = path.join(mkdtempSync(path.join(tmpdir(), 'content-')), 'content')
  cpSync(source, root, { recursive: true })
  copies.push(path.dirname(root))
  return root
}

function editJson(root: string, file: string, edit: (data: Record<string, unknown>) => void) {
  const full = path.join(root, file)
  const data = JSON.parse(readFileSync(full, 'utf8')) as Record<string, unknown>
  edit(data)
  writeFileSync(full, JSON.stringify(data))
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('content build', () => {
  it('accepts the content as shipped', async () => {
    const build = await buildContent(source, brand)
    expect(build.errors).toEqual([])
    expect(build.index.faq.commonProblem.questions.length).toBeGreaterThanOrEqual(40)
    expect(build.index.faq.commonGameProblem.questions.length).toBeGreaterThanOrEqual(40)
    expect(build.index.documents.length).toBeGreaterThanOrEqual(10)
    expect(build.index.apps.length).toBeGreaterThanOrEqual(12)
    expect(build.modules.awards.en.editions).toHaveLength(4)
    expect(build.modules['service-providers'].en.providers.length).toBeGreaterThanOrEqual(12)
  })

  it('fills in the brand and renders Markdown bodies', async () => {
    const build = await buildContent(source, brand)
    const [first] = build.modules.help.en.commonProblem.categories[0]!.questions
    expect(first!.title).toBe('How do I register a Quick App developer account?')
    expect(first!.body.html).toContain('<a href="/account/register">')
    expect(JSON.stringify(build.modules)).not.toContain('{product}')
    const doc = build.modules.documents['zh-CN'].sections[0]!.pages[0]!
    expect(doc.body.headings[0]).toEqual({ id: '适用场景', text: '适用场景', level: 2 })
  })

  it('names the file and field of a missing field', async () => {
    const root = copy()
    editJson(root, 'help/commonProblem/packaging.json', (data) => {
      delete (data.questions as Record<string, unknown>[])[1]!.title
    })
    const { errors } = await buildContent(root, brand)
    // First the cause; then the links to questions of the file that failed.
    expect(errors[0]).toMatch(
      /^content\/help\/commonProblem\/packaging\.json: questions\[1\]\.title: /,
    )
  })

  it('names a missing language', async () => {
    const root = copy()
    editJson(root, 'devtool/devtool.json', (data) => {
      delete (data.tools as { summary: Record<string, string> }[])[0]!.summary.en
    })
    const { errors } = await buildContent(root, brand)
    expect(errors).toEqual([
      expect.stringMatching(/^content\/devtool\/devtool\.json: tools\[0\]\.summary\.en: /),
    ])
  })

  it('refuses a misspelt field instead of dropping it', async () => {
    const root = copy()
    editJson(root, 'contact/contact.json', (data) => {
      Object.assign(data, { descripton: 'typo' })
    })
    const { errors } = await buildContent(root, brand)
    expect(errors[0]).toMatch(
      /^content\/contact\/contact\.json: \(file\): Unrecognized key.*descripton/,
    )
  })

  it('names an unknown FAQ id in related questions', async () => {
    const root = copy()
    editJson(root, 'help/commonGameProblem/engine.json', (data) => {
      ;(data.questions as { related: string[] }[])[0]!.related.push('no-such-question')
    })
    const { errors } = await buildContent(root, brand)
    expect(errors).toEqual([
      'content/help/commonGameProblem/engine.json: questions[0].related[2]: unknown FAQ id "no-such-question" in commonGameProblem',
    ])
  })

  it('names broken internal links in Markdown and in link fields', async () => {
    const root = copy()
    editJson(root, 'help/commonProblem/account.json', (data) => {
      const question = (data.questions as { body: Record<string, string> }[])[0]!
      question.body.en +=
        ' See [the old page](/oldPage) and [a lost answer](/commonProblem/faqInfo?id=gone).'
    })
    editJson(root, 'openness/quickGame.json', (data) => {
      ;(data.links as { href: string }[])[0]!.href = '/document?path=game/nope'
    })
    const { errors } = await buildContent(root, brand)
    expect(errors).toEqual([
      'content/help/commonProblem/account.json: questions[0].body.en: broken link "/oldPage": no page has this path',
      'content/help/commonProblem/account.json: questions[0].body.en: broken link "/commonProblem/faqInfo?id=gone": unknown FAQ id "gone" in commonProblem',
      'content/openness/quickGame.json: links[0].href: broken link "/document?path=game/nope": no document "game/nope"',
    ])
  })

  it('needs every document in both languages, with its front matter', async () => {
    const root = copy()
    rmSync(path.join(root, 'documents/api/storage.en.md'))
    writeFileSync(path.join(root, 'documents/api/device.zh-CN.md'), '---\ntitle: 设备\n---\n\n正文')
    const { errors } = await buildContent(root, brand)
    expect(errors).toContain(
      'content/documents/api/storage.en.md: missing: every document needs a zh-CN and an en file',
    )
    expect(errors).toContainEqual(
      expect.stringMatching(/^content\/documents\/api\/device\.zh-CN\.md: description: /),
    )
  })

  it('names a missing image and an unknown category', async () => {
    const root = copy()
    rmSync(path.join(root, 'showcase/images/block-crush-2.svg'))
    editJson(root, 'showcase/showcase.json', (data) => {
      ;(data.apps as { category: string }[])[0]!.category = 'toys'
    })
    const { errors } = await buildContent(root, brand)
    expect(errors).toContain(
      'content/showcase/showcase.json: apps[0].category: unknown category "toys"',
    )
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/showcase\/showcase\.json: apps\[2\]\.screenshots\[1\]\.src: no file/,
      ),
    )
  })

  it('reads as a list in the build error', () => {
    expect(formatErrors(['a.json: x: bad', 'b.json: y: bad'])).toBe(
      'content/ has 2 problems:\n  - a.json: x: bad\n  - b.json: y: bad',
    )
  })
})

describe('route manifest', () => {
  it('gives every page a title and description in both languages, one page per FAQ category', async () => {
    const build = await buildContent(source, brand)
    const meta = buildRouteMeta(build, brand, 'zh-CN')
    const byPath = new Map(meta.pages.map((page) => [page.path, page]))
    expect(byPath.get('/devtool')?.meta.en).toEqual({
      title: 'Developer tools - Quick App Developer Portal',
      description: expect.stringContaining('Download the Quick App IDE'),
    })
    expect(byPath.get('/commonProblem/faq/packaging')?.meta['zh-CN'].title).toBe(
      '打包与签名 - 快应用开发者平台',
    )
    expect(byPath.has('/commonProblem/faq/:id')).toBe(false)
    expect(byPath.get('/commonProblem/faqInfo')?.variants?.values['build-rpk']?.en.title).toBe(
      'How do I package a Quick App into an RPK? - Quick App Developer Portal',
    )
    expect(byPath.get('/commonProblem/faqInfo')?.meta.en.title).toBe(
      'All questions - Quick App Developer Portal',
    )
    expect(byPath.get('/commonProblem/faqInfo')?.variants?.missing.en.title).toBe(
      'Question not found - Quick App Developer Portal',
    )
    expect(byPath.get('/quickAppShow/quickAppDetail')?.meta['zh-CN'].title).toBe(
      '应用不存在 - 快应用开发者平台',
    )
    expect(byPath.get('/account/personal')?.hidden).toBe(true)
    for (const page of meta.pages) {
      for (const language of ['zh-CN', 'en'] as const) {
        expect(page.meta[language].title, page.path).toMatch(/\S - \S/)
        expect(page.meta[language].description.length, page.path).toBeGreaterThan(10)
      }
    }
  })
})
