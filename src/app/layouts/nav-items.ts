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

/**
 * Every section of the portal, in header order, in five groups so that the header shows them all
 * from 1024 px (lg) in either language; the brand links home.
 */
export const mainNav: NavGroup[] = [
  {
    label: 'events',
    items: [
      // The newest edition; the award layout links the others.
      { label: 'awards', to: paths.awards.edition('awardsAct4') },
      { label: 'conference', to: paths.conference },
    ],
  },
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
  {
    label: 'resources',
    items: [
      { label: 'document', to: paths.document },
      { label: 'devtool', to: paths.devtool },
      { label: 'showcase', to: paths.showcase },
    ],
  },
  {
    label: 'support',
    items: [
      { label: 'serviceProvider', to: paths.serviceProvider },
      { label: 'flowSupport', to: paths.flowSupport },
      { label: 'contact', to: paths.contactUs },
    ],
  },
]

export const footerNav: NavLinkItem[] = [
  { label: 'flowSupport', to: paths.flowSupport },
  { label: 'serviceProvider', to: paths.serviceProvider },
  { label: 'document', to: paths.document },
  { label: 'contact', to: paths.contactUs },
]
