#!/usr/bin/env node
// Compare every story's screenshot with the committed baseline and write an HTML report that shows
// baseline, new and difference side by side (reg-cli).
//
//   npm run test:visual              compare; fails on any changed, new or missing story shot
//   npm run test:visual -- --update  make the shots the new baseline (after reviewing the report)
//
// The shots are taken by the story tests' own pass (.storybook/test-runner.ts): run
// `npm run test:stories` first; without shots this script runs it.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const actual = path.join(root, 'test-results/visual/actual')
const baseline = path.join(root, 'visual-baseline')
const diff = path.join(root, 'test-results/visual/diff')
const report = path.join(root, 'test-results/visual/report.html')
const regJson = path.join(root, 'test-results/visual/reg.json')
const update = process.argv.includes('--update')

// How different a shot may be before it counts as changed: a pixel differs when its colour moves
// more than MATCHING (0-1, YIQ distance); a shot changes when more than RATE of its pixels differ.
// Font anti-aliasing varies by a few pixels between runs; a moved word or colour does not hide here.
const MATCHING = '0.1'
const RATE = '0.0005'

const shots = () =>
  existsSync(actual) ? readdirSync(actual).filter((f) => f.endsWith('.png')) : []

if (shots().length === 0) {
  console.log('[test:visual] no story shots yet: running the story tests, which take them')
  spawnSync('npm', ['run', 'test:stories'], { cwd: root, stdio: 'inherit' })
  if (shots().length === 0) {
    console.error('[test:visual] the story tests took no shots')
    process.exit(1)
  }
}

if (update) {
  rmSync(baseline, { recursive: true, force: true })
  mkdirSync(baseline, { recursive: true })
  for (const file of shots()) cpSync(path.join(actual, file), path.join(baseline, file))
  console.log(`[test:visual] baseline updated: ${shots().length} shots in visual-baseline/`)
}

rmSync(diff, { recursive: true, force: true })
const reg = spawnSync(
  path.join(root, 'node_modules/.bin/reg-cli'),
  [actual, baseline, diff, '-R', report, '-J', regJson, '-M', MATCHING, '-T', RATE, '-I'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
)
if (reg.status !== 0 || !existsSync(regJson)) {
  console.error('[test:visual] reg-cli failed')
  process.exit(1)
}

/** @type {Record<'passedItems' | 'failedItems' | 'newItems' | 'deletedItems', string[]>} */
const result = JSON.parse(readFileSync(regJson, 'utf8'))
const failed = [
  ...result.failedItems.map((item) => `changed: ${item}`),
  ...result.newItems.map((item) => `new (no baseline): ${item}`),
  ...result.deletedItems.map((item) => `missing (story gone or not run): ${item}`),
]
// One line in the summary of `npm test` (scripts/summarize-results.mjs): a shot is a test.
writeFileSync(
  path.join(root, 'test-results/visual.json'),
  JSON.stringify({ numPassedTests: result.passedItems.length, numFailedTests: failed.length }),
)
for (const line of failed) console.log(`[test:visual] ${line}`)
console.log(
  `[test:visual] ${result.passedItems.length} shots as the baseline, ${failed.length} different; report: ${path.relative(root, report)}`,
)
process.exit(failed.length > 0 ? 1 : 0)
