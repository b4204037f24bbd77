import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './db/database.ts'
import { COMPRESSION_THRESHOLD } from './plugins/compression.ts'
import { freshPglite } from './test/database.ts'
import { startTestApp, testSettings, type TestApp } from './test/harness.ts'

// A build as `vite build` writes it with vite-plugin-compression2: each compressible asset with a
// .br and a .gz next to it. The siblings here hold marked bytes, so a test can tell which file
// was sent (a real build's siblings decompress to the original).
const script = `console.log(${JSON.stringify('x'.repeat(4000))})\n`
const meta = (title: string) => ({
  'zh-CN': { title: `${title}（中文）`, description: `${title}（中文）。` },
  en: { title, description: `${title}.` },
})
const manifest = {
  defaultLanguage: 'zh-CN',
  pages: [{ path: '/', meta: meta('Home') }],
  notFound: meta('Page not found'),
}
// The template a page is made from: above the threshold, as a real build's index.html is.
const indexHtml = `<!doctype html>\n<html lang="en">\n  <head>\n    <title>Developer Portal</title>\n    <style>${'.a{color:red}'.repeat(150)}</style>\n  </head>\n  <body><script type="module" src="/assets/app-1.js"></script></body>\n</html>\n`

describe('compression', () => {
  let db: Db
  let t: TestApp
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-dist-'))
    mkdirSync(path.join(dir, 'assets'))
    writeFileSync(path.join(dir, 'index.html'), indexHtml)
    writeFileSync(path.join(dir, 'assets', 'app-1.js'), script)
    writeFileSync(path.join(dir, 'assets', 'app-1.js.br'), brotliCompressSync(`${script}// br`))
    writeFileSync(path.join(dir, 'assets', 'app-1.js.gz'), gzipSync(`${script}// gz`))
    writeFileSync(path.join(dir, 'route-meta.json'), JSON.stringify(manifest))
    db = await freshPglite()
    t = await startTestApp(db, testSettings({ staticDir: dir }))
  })
  afterAll(async () => {
    await t.app.close()
    await db.close()
  })

  const get = (url: string, encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({
      method,
      url,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    })
  const immutable = 'public, max-age=31536000, immutable'

  it('serves the build-time .br of an asset to a client that accepts br', async () => {
    const answer = await get('/assets/app-1.js', 'gzip, deflate, br')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(answer.headers['cache-control']).toBe(immutable)
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(`${script}// br`)
  })

  it('serves the .gz to a client that accepts only gzip', async () => {
    const answer = await get('/assets/app-1.js', 'gzip')
    expect(answer.headers['content-encoding']).toBe('gzip')
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
    expect(answer.headers['cache-control']).toBe(immutable)
    expect(gunzipSync(answer.rawPayload).toString()).toBe(`${script}// gz`)
  })

  it('serves the plain file to a client that accepts neither', async () => {
    for (const encoding of [undefined, 'identity', 'deflate']) {
      const answer = await get('/assets/app-1.js', encoding)
      expect(answer.statusCode, encoding).toBe(200)
      expect(answer.headers['content-encoding'], encoding).toBeUndefined()
      expect(answer.headers.vary, encoding).toMatch(/accept-encoding/i)
      expect(answer.body, encoding).toBe(script)
    }
    const head = await get('/assets/app-1.js', 'br', 'HEAD')
    expect([head.statusCode, head.body]).toEqual([200, ''])
  })

  it("compresses a page's HTML on the fly and keeps its headers", async () => {
    const page = await get('/?lang=en', 'br')
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-encoding']).toBe('br')
    expect(page.headers.vary).toMatch(/accept-encoding/i)
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.headers['content-security-policy']).toBeTruthy()
    expect(page.headers['x-content-type-options']).toBe('nosniff')
    const html = brotliDecompressSync(page.rawPayload).toString()
    expect(html).toContain('<title>Home</title>')
    expect(page.rawPayload.length).toBeLessThan(html.length)

    const missing = await get('/nope?lang=en', 'gzip')
    expect([missing.statusCode, missing.headers['content-encoding']]).toEqual([404, 'gzip'])
    expect(gunzipSync(missing.rawPayload).toString()).toContain('<title>Page not found</title>')

    const plain = await get('/?lang=en')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('<title>Home</title>')
  })

  it('compresses an API answer above the threshold, still a valid envelope', async () => {
    const url = '/api/p/account/getVerificationCode?scene=register'
    const plain = await get(url)
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD)
    expect(plain.headers['content-encoding']).toBeUndefined()

    const answer = await get(url, 'br, gzip')
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toMatch(/accept-encoding/i)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    const envelope = JSON.parse(brotliDecompressSync(answer.rawPayload).toString())
    expect(envelope).toMatchObject({ code: 0 })
    expect(envelope.data).toBeTruthy()

    const gzipped = await get(url, 'gzip')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toMatchObject({ code: 0 })
  })

  it('leaves answers below the threshold alone', async () => {
    const health = await get('/api/health', 'br, gzip')
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD)
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(health.json()).toEqual({ status: 'ok' })
    const missing = await get('/api/p/nope', 'br, gzip')
    expect(missing.headers['content-encoding']).toBeUndefined()
    expect(missing.json()).toMatchObject({ code: 404 })
    const robots = await get('/robots.txt', 'br')
    expect(robots.headers['content-encoding']).toBeUndefined()
    expect(robots.body).toContain('Sitemap:')
  })
})
