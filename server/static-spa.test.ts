import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db/database.ts'
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
    // The staff console's pages: index.html only, one of them with a parameter.
    { path: '/staff', hidden: true, shell: true, meta: meta('Review queue') },
    { path: '/staff/records/:id', hidden: true, shell: true, meta: meta('Review record') },
  ],
  notFound: meta('Page not found'),
}

/** The pages a build rendered (scripts/prerender.ts): the file, its .br and its .gz. */
function writeRendered(dir: string, file: string, heading: string) {
  const html = `<!doctype html><html><head><title>${heading}</title></head><body><div id="root"><main><h1>${heading}</h1></main></div></body></html>`
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  writeFileSync(path.join(dir, file), html)
  writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(html))
  writeFileSync(path.join(dir, `${file}.gz`), gzipSync(html))
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
    writeRendered(dir, 'prerendered/zh-CN/1.html', '首页')
    writeRendered(dir, 'prerendered/en/2.html', 'Home')
    writeRendered(dir, 'prerendered/en/3.html', 'How do I package?')
    writeFileSync(
      path.join(dir, 'prerendered', 'index.json'),
      JSON.stringify({
        'zh-CN': { '/': 'prerendered/zh-CN/1.html' },
        en: {
          '/': 'prerendered/en/2.html',
          '/commonproblem/faqinfo?id=build-rpk': 'prerendered/en/3.html',
        },
      }),
    )
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
    // Its language alternates name the item too.
    expect((await get('/commonProblem/faqInfo?id=build-rpk')).body).toContain(
      '<link rel="alternate" hreflang="en" href="/commonProblem/faqInfo?id=build-rpk&amp;lang=en" />',
    )
    const unknown = await get('/commonProblem/faqInfo?id=nope&lang=en')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toContain('<title>Question not found</title>')
    expect((await get('/commonProblem/faqInfo?lang=en')).body).toContain(
      '<title>FAQ: answer</title>',
    )
  })

  it("answers the staff console's pages, a record's page by its pattern, and nothing below", async () => {
    const record = await get('/staff/records/42?lang=en')
    expect(record.statusCode).toBe(200)
    expect(record.body).toContain('<title>Review record</title>')
    expect(record.body).toContain('<script type="module" src="/assets/app-1.js">')
    expect((await get('/staff/records/42/more')).statusCode).toBe(404)
    expect((await get('/staff/records')).statusCode).toBe(404)
    const robots = await get('/robots.txt', { host: 'portal.example.com' })
    expect(robots.body).toContain('Disallow: /staff\n')
    expect(robots.body).not.toContain(':id')
  })

  it('matches paths as the router does: any case, a trailing slash', async () => {
    expect((await get('/DevTool/')).statusCode).toBe(200)
    expect((await get('/DevTool/')).body).toContain('<title>Developer tools（中文）</title>')
  })

  it('answers a page the build rendered with its HTML in the chosen language', async () => {
    const chinese = await get('/')
    expect([chinese.statusCode, chinese.headers['content-type']]).toEqual([
      200,
      'text/html; charset=utf-8',
    ])
    expect(chinese.headers['cache-control']).toBe('no-cache')
    expect(chinese.headers.vary).toMatch(/cookie/i)
    expect(chinese.body).toContain('<h1>首页</h1>')
    expect((await get('/', { cookie: 'portal.language=en' })).body).toContain('<h1>Home</h1>')
    expect((await get('/?lang=en')).body).toContain('<h1>Home</h1>')
    const answer = await get('/commonProblem/faqInfo?id=build-rpk&lang=en')
    expect(answer.body).toContain('<h1>How do I package?</h1>')
  })

  it('sends the rendered page compressed at build time to a client that accepts it', async () => {
    const page = await get('/?lang=en', { 'accept-encoding': 'gzip, deflate, br' })
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<h1>Home</h1>')
  })

  it('answers an address the build did not render as before: the app, with its head', async () => {
    // Another query (a search, a login's redirect), an item the build does not know, a language
    // the build did not render this page in.
    for (const url of [
      '/?lang=en&utm_source=mail',
      '/commonProblem/faqInfo?id=nope&lang=en',
      '/commonProblem/faqInfo?id=build-rpk&lang=zh-CN',
    ]) {
      const page = await get(url)
      expect(page.statusCode, url).toBe(200)
      expect(page.body, url).not.toContain('<h1>')
      expect(page.body, url).toContain('/assets/app-1.js')
    }
  })

  it('does not serve the rendered files at their own paths', async () => {
    expect((await get('/prerendered/en/2.html')).statusCode).toBe(404)
    expect((await get('/prerendered/index.json')).statusCode).toBe(404)
  })

  it('answers unknown paths with 404 and the app, titled "not found"', async () => {
    for (const url of ['/nope', '/commonProblem/faq/unknown-category', '/index.html', '/nope/']) {
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

// The real build (`npm run build`), when there is one: what a visitor without JavaScript, or a
// search engine, gets in the first answer. `npm test` builds (npm run size) before this suite runs,
// so there it always runs; the end-to-end tests check it too (e2e/rendered-pages.spec.ts).
const builtDir = path.resolve(import.meta.dirname, '..', 'dist')
const built = existsSync(path.join(builtDir, 'prerendered', 'index.json'))
if (!built) console.warn('static-spa.test: no rendered pages in dist/ (npm run build): skipped')

/** The text of the page's <h1> inside <main>, tags removed. */
const mainHeading = (html: string) =>
  /<main\b[^>]*>[\s\S]*?<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '')

describe.skipIf(!built)('the built front end: pages as finished HTML', () => {
  let db: Db
  let t: TestApp
  beforeAll(async () => {
    db = await freshPglite()
    t = await startTestApp(db, testSettings({ staticDir: builtDir }))
  })
  afterAll(async () => {
    await t.app.close()
    await db.close()
  })

  const pages = [
    {
      url: '/',
      'zh-CN': ['开发快应用，一点即达亿万用户', '平台栏目'],
      en: ['Build Quick Apps that reach millions with one tap', 'Explore the portal'],
    },
    {
      url: '/commonProblem/faqInfo?id=build-rpk',
      'zh-CN': ['如何打包快应用生成 RPK？', 'npm run release'],
      en: ['How do I package a Quick App into an RPK?', 'npm run release'],
    },
    {
      url: '/account/login',
      'zh-CN': ['欢迎登录', '邮箱'],
      en: ['Welcome, please log in', 'E-mail'],
    },
  ] as const

  it('answers /, a help answer and the login page with their heading and text, in Chinese by default', async () => {
    for (const page of pages) {
      const answer = await t.app.inject({ url: page.url })
      expect(answer.statusCode, page.url).toBe(200)
      expect(answer.body, page.url).toContain('<html lang="zh-CN">')
      expect(mainHeading(answer.body), page.url).toBe(page['zh-CN'][0])
      expect(answer.body, page.url).toContain(page['zh-CN'][1])
      // The page's critical CSS, and the state the browser hydrates from.
      expect(answer.body, page.url).toMatch(/<style data-emotion="portal /)
      expect(answer.body, page.url).toContain(
        '<script type="application/json" id="router-hydration-data">',
      )
    }
  })

  it('answers them in English with the English preference (cookie or ?lang=)', async () => {
    for (const page of pages) {
      const byCookie = await t.app.inject({
        url: page.url,
        headers: { cookie: 'portal.language=en' },
      })
      expect(byCookie.body, page.url).toContain('<html lang="en">')
      expect(mainHeading(byCookie.body), page.url).toBe(page.en[0])
      expect(byCookie.body, page.url).toContain(page.en[1])
      const url = `${page.url}${page.url.includes('?') ? '&' : '?'}lang=en`
      expect(mainHeading((await t.app.inject({ url })).body), url).toBe(page.en[0])
    }
  })

  it('keeps 404 for an unknown path', async () => {
    const answer = await t.app.inject({ url: '/no-such-page' })
    expect(answer.statusCode).toBe(404)
    expect(mainHeading(answer.body)).toBeUndefined()
  })
})

describe('the API reference (/dev/api-reference)', () => {
  let db: Db
  const apps: TestApp[] = []
  beforeAll(async () => {
    db = await freshPglite()
  }, 60_000)
  afterAll(async () => {
    for (const app of apps) await app.app.close()
    await db?.close()
  })
  const answer = async (apiReference: boolean) => {
    const t = await startTestApp(db, testSettings({ apiReference }))
    apps.push(t)
    return t.app.inject({ url: '/dev/api-reference' })
  }

  it('serves the rendered contract with a CSP of its own, or says how to build it', async () => {
    const served = await answer(true)
    if (served.statusCode === 200) {
      expect(served.headers['content-type']).toMatch(/^text\/html/)
      expect(served.headers['content-security-policy']).toContain(
        "script-src 'self' 'unsafe-inline'",
      )
    } else {
      expect(served.statusCode).toBe(404)
      expect(served.body).toContain('npm run build')
    }
  })

  it('is not there where the settings leave it out (production without API_REFERENCE=1)', async () => {
    const off = await answer(false)
    expect(off.statusCode).toBe(404)
    expect(off.body).toBe('Not found')
  })
})
