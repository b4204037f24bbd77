import { settings } from '@/config/settings'
import type { Messages } from '@/locales/zh-CN'

type NavKey = keyof Messages['nav']

export interface NavLinkItem {
  label: NavKey
  to: string
}

export interface NavGroup {
  label: NavKey
  items: NavLinkItem[]
}

export type NavEntry = NavLinkItem | NavGroup

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry

const slug = settings.brandSlug

/** Every section of the portal, in header order. */
export const mainNav: NavEntry[] = [
  { label: 'home', to: '/' },
  // The newest edition; the award layout links the others.
  { label: 'awards', to: '/active/awardsAct4' },
  { label: 'conference', to: '/active/developersConference' },
  {
    label: 'help',
    items: [
      { label: 'helpGame', to: '/commonGameProblem' },
      { label: 'helpCommon', to: '/commonProblem' },
    ],
  },
  {
    label: 'openPlatform',
    items: [
      { label: 'intelligentCard', to: '/openness/intelligentCard' },
      { label: 'product', to: `/openness/${slug}` },
      { label: 'quickGame', to: '/openness/quickGame' },
    ],
  },
  { label: 'devtool', to: '/devtool' },
  { label: 'document', to: '/document' },
  { label: 'showcase', to: `/${slug}Show` },
  { label: 'serviceProvider', to: '/serviceProvider' },
  { label: 'contact', to: '/contactUs' },
]

export const footerNav: NavLinkItem[] = [
  { label: 'flowSupport', to: '/flowSupport' },
  { label: 'serviceProvider', to: '/serviceProvider' },
  { label: 'document', to: '/document' },
  { label: 'contact', to: '/contactUs' },
]
