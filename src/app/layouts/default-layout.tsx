import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_ID, SkipLink } from './skip-link'

export interface LayoutProps {
  /** The page; by default the matched child route. */
  children?: ReactNode
}

/**
 * Page frame: skip link, header, the page, footer. Shared by the default and award layouts. Plain
 * elements (src/theme/site-frame.ts): every page renders them. The main landmark takes focus from
 * the skip link (tabIndex -1).
 */
export function SiteFrame({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  return (
    <div className="site-frame">
      <SkipLink />
      <SiteHeader />
      {banner}
      <main className="site-main" id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}

export function DefaultLayout({ children }: LayoutProps) {
  return <SiteFrame>{children ?? <Outlet />}</SiteFrame>
}
