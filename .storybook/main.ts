import type { StorybookConfig } from '@storybook/react-vite'
import type { Alias } from 'vite'
import { preactCompat } from '../vite.config.ts'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The introduction first: it says how the stories are organised.
  stories: ['./introduction.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['../public'],
  // Opens clean on a machine without the internet: no composed Storybooks (refs), no telemetry,
  // no "what's new" notifications, no onboarding checklist or guide.
  refs: {},
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  // The built Storybook (the one the story tests run) renders with Preact, as the portal's build
  // does (vite.config.ts). Storybook's docs addon aliases react and react-dom to React's own folders,
  // and a plugin's aliases win over the project's: put Preact's first once the config is resolved.
  viteFinal: (config, { configType }) =>
    configType === 'PRODUCTION'
      ? {
          ...config,
          plugins: [
            ...(config.plugins ?? []),
            {
              name: 'portal:preact-in-builds',
              configResolved(resolved) {
                ;(resolved.resolve.alias as Alias[]).unshift(...preactCompat)
              },
            },
          ],
        }
      : config,
}

export default config
