import { Box, Flex, Link, SkipNavContent, SkipNavLink, Spacer } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Outlet, Link as RouterLink } from 'react-router-dom'
import { LanguageSwitch } from '@/components/language-switch'
import type { LayoutProps } from './default-layout'
import { paths } from '@/config/paths'

/** /document only: a slim bar and the full width for the documents, no site header or footer. */
export function DocumentLayout({ children }: LayoutProps) {
  const { t } = useTranslation()
  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>{t('app.skipToContent')}</SkipNavLink>
      <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
        <Flex px={{ base: '3', md: '6' }} h="12" align="center" gap="4">
          <Link asChild fontWeight="bold" color="brand.fg">
            <RouterLink to={paths.document}>{t('nav.document')}</RouterLink>
          </Link>
          <Spacer />
          <Link asChild fontSize="sm" color="fg">
            <RouterLink to="/">{t('document.back')}</RouterLink>
          </Link>
          <LanguageSwitch />
        </Flex>
      </Box>
      <SkipNavContent asChild>
        <Box as="main" flex="1" px={{ base: '3', md: '6' }} py="6">
          {children ?? <Outlet />}
        </Box>
      </SkipNavContent>
    </Flex>
  )
}
