import { getJestConfig } from '@storybook/test-runner'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

// The default Jest configuration comes from @storybook/test-runner
const testRunnerConfig = getJestConfig()

/**
 * The stories run in Debian's Chromium (scripts/chromium.mjs).
 *
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  // A story's test (render, play function, axe, shot) takes a few seconds; on a busy two-core
  // machine several times that, past the runner's 15 s default.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions,
    },
  },
}
