import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { countResults, summarize } from './summarize-results.mjs'

describe('summarize-results', () => {
  let dir: string | undefined
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('reads vitest/jest and playwright reports', () => {
    expect(countResults({ numPassedTests: 3, numFailedTests: 1 })).toEqual({ passed: 3, failed: 1 })
    expect(countResults({ stats: { expected: 4, unexpected: 2, flaky: 1 } })).toEqual({
      passed: 5,
      failed: 2,
    })
    expect(countResults({ something: 'else' })).toBeNull()
  })

  it('counts a vitest run that failed before any test as a failure', () => {
    const report = { numPassedTests: 0, numFailedTests: 0, success: false, testResults: [] }
    expect(countResults(report)).toEqual({ passed: 0, failed: 1 })
    expect(countResults({ ...report, numFailedTests: 2 })).toEqual({ passed: 0, failed: 2 })
    expect(countResults({ ...report, numPassedTests: 5, success: true })).toEqual({
      passed: 5,
      failed: 0,
    })
  })

  it('sums every json file and counts unreadable ones as failures', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'results-'))
    writeFileSync(
      path.join(dir, 'unit.json'),
      JSON.stringify({ numPassedTests: 2, numFailedTests: 0 }),
    )
    writeFileSync(
      path.join(dir, 'e2e.json'),
      JSON.stringify({ stats: { expected: 1, unexpected: 1 } }),
    )
    writeFileSync(path.join(dir, 'broken.json'), '{')
    expect(summarize(dir)).toEqual({ passed: 3, failed: 2 })
  })

  it('reports zero for a missing directory', () => {
    expect(summarize('/nonexistent/test-results')).toEqual({ passed: 0, failed: 0 })
  })
})
