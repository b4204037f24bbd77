import type { StorybookConfig } from '@storybook/react-vite'

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
}

export default config
