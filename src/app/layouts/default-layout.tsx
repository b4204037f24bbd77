import { Box, Flex, SkipNavContent } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { MAIN_ID, SkipLink } from './skip-link'

export interface LayoutProps {
  /** The page; by default the matched child route. */
  children?: ReactNode
}

/** Page frame: skip link, header, the page, footer. Shared by the default and award layouts. */
export function SiteFrame({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <SiteHeader />
      {banner}
      <SkipNavContent id={MAIN_ID} asChild>
        <Box
          as="main"
          flex="1"
          // At least a window high, so that the footer starts below the fold: a page whose content
          // arrives after the first paint then grows without moving anything in view (CLS).
          minH="100dvh"
          w="full"
          minW="0"
          maxW="7xl"
          mx="auto"
          px={{ base: '3', md: '6' }}
          py="8"
          // Below the sticky header when the skip link (or a heading's focus) scrolls to it.
          scrollMarginTop="20"
        >
          {children}
        </Box>
      </SkipNavContent>
      <SiteFooter />
    </Flex>
  )
}

export function DefaultLayout({ children }: LayoutProps) {
  return <SiteFrame>{children ?? <Outlet />}</SiteFrame>
}
