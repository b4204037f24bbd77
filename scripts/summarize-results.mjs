#!/usr/bin/env node
// Print one line, `N passed, N failed`, summed over every test-results/*.json.
// Understands Vitest and Jest (@storybook/test-runner) JSON (top-level numPassedTests /
// numFailedTests) and Playwright JSON (stats.expected / stats.unexpected).
// A report that cannot be read counts as one failure, so a broken run is never reported clean.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** @param {unknown} report */
export function countResults(report) {
  if (typeof report !== 'object' || report === null) return null
  const r = /** @type {Record<string, any>} */ (report)
  if (typeof r.numPassedTests === 'number' && typeof r.numFailedTests === 'number') {
    // A run that failed before any test (a global setup that refused to start: no PostgreSQL
    // under CI) reports no failed test but `success: false`: it counts as one failure.
    const failed = r.success === false ? Math.max(1, r.numFailedTests) : r.numFailedTests
    return { passed: r.numPassedTests, failed }
  }
  if (r.stats && typeof r.stats.expected === 'number') {
    // Flaky tests failed first but passed on retry: they count as passed.
    return { passed: r.stats.expected + (r.stats.flaky ?? 0), failed: r.stats.unexpected ?? 0 }
  }
  return null
}

/** @param {string} dir */
export function summarize(dir) {
  let passed = 0
  let failed = 0
  /** @type {string[]} */
  let files = []
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  } catch {
    files = []
  }
  for (const file of files.sort()) {
    let counts = null
    try {
      counts = countResults(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    } catch {
      counts = null
    }
    if (counts) {
      passed += counts.passed
      failed += counts.failed
    } else {
      console.error(`summarize-results: could not read ${file}; counting it as 1 failure`)
      failed += 1
    }
  }
  return { passed, failed }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? 'test-results')
  const { passed, failed } = summarize(dir)
  console.log(`${passed} passed, ${failed} failed`)
}
