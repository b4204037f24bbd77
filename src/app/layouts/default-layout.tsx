import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_ID, SkipLink } from './skip-link'

// Styled by the theme's siteFrame slot recipe (src/theme/recipes/site-frame.ts).
const { withProvider, withContext } = createSlotRecipeContext({ key: 'siteFrame' })
const Frame = withProvider<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'root')
const Main = withContext<HTMLElement, HTMLChakraProps<'main'>>('main', 'main')

export interface LayoutProps {
  /** The page; by default the matched child route. */
  children?: ReactNode
}

/**
 * Page frame: skip link, header, the page, footer. Shared by the default and award layouts. The
 * main landmark takes focus from the skip link (tabIndex -1).
 */
export function SiteFrame({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  return (
    <Frame>
      <SkipLink />
      <SiteHeader />
      {banner}
      <Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </Frame>
  )
}

export function DefaultLayout({ children }: LayoutProps) {
  return <SiteFrame>{children ?? <Outlet />}</SiteFrame>
}
