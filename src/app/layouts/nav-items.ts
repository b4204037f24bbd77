import { paths } from '@/config/paths'
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

/** Every section of the portal, in header order. */
export const mainNav: NavEntry[] = [
  { label: 'home', to: paths.home },
  // The newest edition; the award layout links the others.
  { label: 'awards', to: paths.awards.edition('awardsAct4') },
  { label: 'conference', to: paths.conference },
  {
    label: 'help',
    items: [
      { label: 'helpGame', to: paths.help.home('commonGameProblem') },
      { label: 'helpCommon', to: paths.help.home('commonProblem') },
    ],
  },
  {
    label: 'openPlatform',
    items: [
      { label: 'intelligentCard', to: paths.openness.intelligentCard },
      { label: 'product', to: paths.openness.product },
      { label: 'quickGame', to: paths.openness.quickGame },
    ],
  },
  { label: 'devtool', to: paths.devtool },
  { label: 'document', to: paths.document },
  { label: 'showcase', to: paths.showcase },
  { label: 'serviceProvider', to: paths.serviceProvider },
  { label: 'contact', to: paths.contactUs },
]

export const footerNav: NavLinkItem[] = [
  { label: 'flowSupport', to: paths.flowSupport },
  { label: 'serviceProvider', to: paths.serviceProvider },
  { label: 'document', to: paths.document },
  { label: 'contact', to: paths.contactUs },
]
