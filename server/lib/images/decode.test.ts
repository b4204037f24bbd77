import { existsSync } from 'node:fs'
import { chromium, type Browser, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs'
import { FIXTURES, fixture, LIMITS } from '../../test/fixtures/images/fixtures.ts'
import { inspectImage } from './inspect-image.ts'

/**
 * The stripped files still decode, in a real decoder (Chromium's, as the portal's visitors
 * have it), at the size the library reports and to the same pixels as the uploaded file. One
 * browser for the file: about a second.
 *
 * Where Chromium is not installed a developer's run skips this with a warning; under CI it fails.
 */

const executable = chromiumLaunchOptions.executablePath
const ci = Boolean(process.env.CI && process.env.CI !== 'false' && process.env.CI !== '0')
const present = existsSync(executable)
if (!present && !ci) {
  console.warn(
    `\n!!! SKIPPED: no Chromium at ${executable}; the stripped images are not decoded.\n`,
  )
}

/**
 * Runs in the page (as a string: the server's code is type-checked without the DOM's types).
 * Decodes both files, draws each on a canvas as shown, and counts the channel values that differ.
 */
const COMPARE = `async ([original, stripped]) => {
  const load = async (url) => {
    const image = new Image()
    image.src = url
    await image.decode()
    return image
  }
  const pixels = (image) => {
    const canvas = document.createElement('canvas')
    canvas.width = image.naturalWidth
    canvas.height = image.naturalHeight
    const g = canvas.getContext('2d')
    g.drawImage(image, 0, 0)
    return g.getImageData(0, 0, canvas.width, canvas.height).data
  }
  const [a, b] = [await load(original), await load(stripped)]
  const [pa, pb] = [pixels(a), pixels(b)]
  let differing = pa.length === pb.length ? 0 : -1
  for (let i = 0; differing >= 0 && i < pa.length; i++) if (pa[i] !== pb[i]) differing++
  return {
    original: [a.naturalWidth, a.naturalHeight],
    stripped: [b.naturalWidth, b.naturalHeight],
    differing,
  }
}`

interface Compared {
  original: [number, number]
  stripped: [number, number]
  differing: number
}

const dataUrl = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`

describe.skipIf(!present && !ci)('decoded by Chromium', () => {
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions)
    page = await browser.newPage()
  })

  afterAll(async () => {
    await browser?.close()
  })

  it.each(FIXTURES)(
    '$name: the stripped file decodes to the same pixels, at the size reported',
    async (f) => {
      const original = fixture(f.name)
      const { image } = inspectImage(original, f.role, LIMITS)
      if (!image) throw new Error(`${f.name} was not read`)
      const urls = [dataUrl(image.contentType, original), dataUrl(image.contentType, image.bytes)]
      const compared = await page.evaluate<Compared>(`(${COMPARE})(${JSON.stringify(urls)})`)
      expect(compared.stripped).toEqual([image.width, image.height])
      expect(compared.original).toEqual([image.width, image.height])
      expect(compared.differing).toBe(0)
    },
  )
})
