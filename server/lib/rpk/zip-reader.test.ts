import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { fixture, LIMITS } from '../../test/fixtures/rpk/fixtures.ts'
import { escapeCause, InflateBudget, inflateEntries, readZip } from './zip-reader.ts'

const BOMB_BYTES = 64 * 1024 * 1024

/**
 * Inspects a fixture in a new Node process and returns its peak memory (maxRSS, bytes), the
 * inspection's time and reasons: the test's own process has long passed any peak to compare with.
 */
function inspectInChild(name: string, limits: typeof LIMITS) {
  const library = new URL('./inspect-package.ts', import.meta.url).href
  const file = new URL(`../../test/fixtures/rpk/${name}`, import.meta.url).pathname
  const code = `
    import { readFileSync } from 'node:fs'
    import { inspectPackage } from ${JSON.stringify(library)}
    const bytes = readFileSync(${JSON.stringify(file)})
    const started = performance.now()
    const { findings } = inspectPackage(bytes, ${JSON.stringify(limits)})
    const ms = performance.now() - started
    console.log(JSON.stringify({
      ms, maxRss: process.resourceUsage().maxRSS * 1024, reasons: findings.map((f) => f.reason),
    }))`
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    encoding: 'utf8',
  })
  return JSON.parse(out) as { ms: number; maxRss: number; reasons: string[] }
}

describe('readZip', () => {
  it.each([
    ['../up.js', 'parent segment'],
    ['a/../../up.js', 'parent segment'],
    ['/etc/passwd', 'absolute'],
    ['pages\\index.js', 'backslash'],
    ['C:/Windows/x.js', 'drive letter'],
    ['c:x.js', 'drive letter'],
  ])('refuses %s (%s)', (name, cause) => {
    expect(escapeCause(name)).toBe(cause)
  })

  it.each(['app.js', 'pages/Index/index.js', 'a..b/c.js', '..hidden/x.js', 'META-INF/'])(
    'lets %s through',
    (name) => {
      expect(escapeCause(name)).toBeUndefined()
    },
  )

  it('reads a released package in central-directory order, directories marked', () => {
    const { archive, findings } = readZip(fixture('release.rpk'), LIMITS)
    expect(findings).toEqual([])
    expect(archive?.entries.map((e) => e.name).slice(0, 4)).toEqual([
      'META-INF/',
      'META-INF/CERT',
      'manifest.json',
      'app.js',
    ])
    expect(archive?.entries.filter((e) => e.isDirectory).map((e) => e.name)).toEqual([
      'META-INF/',
      'pages/',
      'pages/Detail/',
      'pages/Index/',
      'common/',
    ])
  })

  it('stops at the entry count the end record declares, before reading the entries', () => {
    expect(readZip(fixture('release.rpk'), { maxEntries: 11 }).findings).toEqual([
      { reason: 'tooManyEntries', detail: { entries: 12, max: 11 } },
    ])
  })

  it('finds no zip in a cut package or in text', () => {
    const cut = readZip(fixture('release.rpk').subarray(0, 4000), LIMITS)
    expect(cut.archive).toBeUndefined()
    expect(cut.findings.map((f) => f.reason)).toEqual(['notZip'])
    expect(readZip(Buffer.from('{"package":"com.example.app"}'), LIMITS).findings).toEqual([
      { reason: 'notZip', detail: { cause: 'no end of central directory' } },
    ])
  })

  it('refuses an entry whose local header names another file than its central record', () => {
    const bytes = Buffer.from(fixture('release.rpk'))
    // The first "manifest.json" is the local header's copy (its signature 30 bytes before).
    const at = bytes.indexOf('manifest.json', 0, 'latin1')
    expect(bytes.readUInt32LE(at - 30)).toBe(0x04034b50)
    bytes.write('T', at + 7, 'latin1')
    expect(readZip(bytes, LIMITS).findings).toEqual([
      {
        reason: 'entryCorrupt',
        detail: { path: 'manifest.json', cause: 'local header differs from central record' },
      },
    ])
  })
})

describe('inflateEntries', () => {
  it('inflates and hashes every file, keeping only what is asked for', () => {
    const bytes = fixture('release.rpk')
    const { archive } = readZip(bytes, LIMITS)
    const budget = new InflateBudget(LIMITS.maxUncompressedBytes)
    const { files, findings } = inflateEntries(bytes, archive!, LIMITS, budget, {
      keep: (name) => name === 'manifest.json',
    })
    expect(findings).toEqual([])
    expect([...files.keys()]).toHaveLength(7)
    expect(JSON.parse(files.get('manifest.json')!.data!.toString()).package).toBe(
      'com.example.portal.fixture',
    )
    expect(files.get('app.js')?.data).toBeUndefined()
    expect(budget.remaining).toBe(
      LIMITS.maxUncompressedBytes - [...files.values()].reduce((sum, f) => sum + f.size, 0),
    )
  })

  it('refuses a bomb that declares its size without inflating it', () => {
    const bytes = fixture('bomb.rpk')
    const { archive } = readZip(bytes, LIMITS)
    const budget = new InflateBudget(LIMITS.maxUncompressedBytes)
    const { findings } = inflateEntries(bytes, archive!, LIMITS, budget, { keep: () => false })
    expect(findings.map((f) => f.reason)).toEqual(['uncompressedTooLarge', 'compressionRatio'])
    expect(LIMITS.maxUncompressedBytes - budget.remaining).toBeLessThan(64 * 1024)
  })

  it('stops a bomb that lies about its size at the ratio cap', () => {
    const bytes = fixture('bomb-lying.rpk')
    const { archive } = readZip(bytes, LIMITS)
    const { findings } = inflateEntries(bytes, archive!, LIMITS, new InflateBudget(1e9), {
      keep: () => false,
    })
    expect(findings).toEqual([
      { reason: 'compressionRatio', detail: { path: 'bomb.bin', compressed: 65232, max: 100 } },
    ])
  })

  it('refuses a lying bomb fast and in bounded memory when only the total cap holds it', () => {
    // No ratio cap to speak of: only the 4 MiB total stands between the 1 KB the bomb declares
    // and the 64 MiB it holds.
    const limits = { ...LIMITS, maxCompressionRatio: 1e6, maxUncompressedBytes: 4 * 1024 * 1024 }
    const baseline = inspectInChild('release.rpk', limits)
    const bomb = inspectInChild('bomb-lying.rpk', limits)
    expect(bomb.reasons).toEqual(['signatureMissing', 'uncompressedTooLarge'])
    expect(bomb.ms).toBeLessThan(1000)
    // Inflating what the bomb holds would take 64 MiB more than the baseline.
    expect(bomb.maxRss - baseline.maxRss).toBeLessThan(BOMB_BYTES / 4)
  })
})
