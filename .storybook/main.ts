import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The introduction first: it says how the stories are organised.
  stories: ['./introduction.mdx', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['../public'],
  // Opens clean on a machine without the internet: no composed Storybooks (refs), no telemetry,
  // no "what's new" notifications, no onboarding checklist or guide. Storybook composes the
  // Storybook of every dependency whose package.json has a `storybook` field (@chakra-ui/react's
  // does) and merges an object given here into those: a function replaces them.
  // scripts/storybook-offline.mjs checks that the built Storybook asks for nothing outside.
  refs: () => ({}),
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
}

export default config
