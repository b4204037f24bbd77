import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db/db.ts'
import { freshPglite } from './test/database.ts'
import { startTestApp, testSettings, type TestApp } from './test/harness.ts'

// A build as `vite build` writes it: index.html, hashed assets and the route manifest.
const meta = (title: string, description = `${title}.`) => ({
  'zh-CN': { title: `${title}（中文）`, description: `${description}（中文）` },
  en: { title, description },
})
const manifest = {
  defaultLanguage: 'zh-CN',
  pages: [
    { path: '/', meta: meta('Home') },
    { path: '/devtool', meta: meta('Developer tools', 'Download the <IDE> & tools') },
    {
      path: '/commonProblem/faqInfo',
      meta: meta('FAQ: answer'),
      variants: {
        param: 'id',
        values: { 'build-rpk': meta('How do I package?') },
        missing: meta('Question not found'),
      },
    },
    { path: '/commonProblem/faq/packaging', meta: meta('Packaging') },
    { path: '/account/personal', hidden: true, meta: meta('Account centre') },
  ],
  notFound: meta('Page not found'),
}

describe('static front end with the route manifest', () => {
  let db: Db
  let t: TestApp
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Developer Portal</title>\n  </head>\n  <body><script type="module" src="/assets/app-1.js"></script></body>\n</html>\n',
    )
    writeFileSync(path.join(dir, 'assets', 'app-1.js'), 'console.log(1)')
    writeFileSync(path.join(dir, 'route-meta.json'), JSON.stringify(manifest))
    db = await freshPglite()
    t = await startTestApp(db, testSettings({ staticDir: dir }))
  })
  afterAll(async () => {
    await t.app.close()
    await db.close()
  })

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

  it('answers a page with its language, title and description in the HTML', async () => {
    const page = await get('/devtool')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.body).toContain('<html lang="zh-CN">')
    expect(page.body).toContain('<title>Developer tools（中文）</title>')
    expect(page.body).toContain(
      '<meta name="description" content="Download the &lt;IDE&gt; &amp; tools（中文）" />',
    )
    expect(page.body).toContain('<script type="module" src="/assets/app-1.js">')
  })

  it('takes the language from ?lang=, then the remembered cookie, then the default', async () => {
    expect((await get('/devtool?lang=en')).body).toContain('<html lang="en">')
    const remembered = await get('/devtool', { cookie: 'a=1; portal.language=en' })
    expect(remembered.body).toContain('<title>Developer tools</title>')
    expect((await get('/devtool?lang=xx')).body).toContain('<html lang="zh-CN">')
  })

  it("uses an item's own title when the page shows one item", async () => {
    const answer = await get('/commonProblem/faqInfo?id=build-rpk&lang=en')
    expect(answer.body).toContain('<title>How do I package?</title>')
    const unknown = await get('/commonProblem/faqInfo?id=nope&lang=en')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toContain('<title>Question not found</title>')
    expect((await get('/commonProblem/faqInfo?lang=en')).body).toContain(
      '<title>FAQ: answer</title>',
    )
  })

  it('matches paths as the router does: any case, a trailing slash', async () => {
    expect((await get('/DevTool/')).statusCode).toBe(200)
    expect((await get('/')).body).toContain('<title>Home（中文）</title>')
  })

  it('answers unknown paths with 404 and the app, titled "not found"', async () => {
    for (const url of ['/nope', '/commonProblem/faq/unknown-category', '/index.html']) {
      const page = await get(`${url}?lang=en`)
      expect(page.statusCode, url).toBe(404)
      expect(page.body, url).toContain('<title>Page not found</title>')
      expect(page.body, url).toContain('/assets/app-1.js')
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/nope' })
    expect([head.statusCode, head.body]).toEqual([404, ''])
  })

  it('serves files as files and a missing file as a plain 404', async () => {
    const asset = await get('/assets/app-1.js')
    expect([asset.statusCode, asset.headers['cache-control']]).toEqual([
      200,
      'public, max-age=31536000, immutable',
    ])
    const missing = await get('/assets/app-0.js')
    expect([missing.statusCode, missing.body]).toEqual([404, 'Not found'])
  })

  it('leaves /api alone', async () => {
    expect((await get('/api/p/nope')).json()).toMatchObject({ code: 404 })
  })

  it('serves sitemap.xml with every public page in both languages, and robots.txt', async () => {
    const sitemap = await get('/sitemap.xml', { host: 'portal.example.com' })
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(sitemap.body).toContain('<loc>http://portal.example.com/devtool?lang=en</loc>')
    expect(sitemap.body).toContain(
      '<loc>http://portal.example.com/commonProblem/faqInfo?id=build-rpk&amp;lang=zh-CN</loc>',
    )
    expect(sitemap.body).not.toContain('/account/personal')
    const robots = await get('/robots.txt', { host: 'portal.example.com' })
    expect(robots.body).toContain('Disallow: /account/personal')
    expect(robots.body).toContain('Sitemap: http://portal.example.com/sitemap.xml')
  })
})
