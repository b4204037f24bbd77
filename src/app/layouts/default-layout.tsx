import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export interface LayoutProps {
  /** The page; by default the matched child route. */
  children?: ReactNode
}

/** Page frame: skip link, header, the page, footer. Shared by the default and award layouts. */
export function SiteFrame({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>{t('app.skipToContent')}</SkipNavLink>
      <SiteHeader />
      {banner}
      <SkipNavContent asChild>
        <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="8">
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
