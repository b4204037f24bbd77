import { Box, Flex, Link, SkipNavContent, Spacer } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Outlet, Link as RouterLink } from 'react-router-dom'
import { LanguageSwitch } from '@/components/language-switch'
import type { LayoutProps } from './default-layout'
import { paths } from '@/config/paths'
import { MAIN_ID, SkipLink } from './skip-link'

/** /document only: a slim bar and the full width for the documents, no site header or footer. */
export function DocumentLayout({ children }: LayoutProps) {
  const { t } = useTranslation()
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <Box as="header" borderBottomWidth="1px" bg="bg.subtle">
        <Flex
          px={{ base: '3', md: '6' }}
          minH="12"
          py="1"
          align="center"
          gap={{ base: '2', md: '4' }}
        >
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
      <SkipNavContent id={MAIN_ID} asChild>
        <Box as="main" flex="1" minW="0" px={{ base: '3', md: '6' }} py="6">
          {children ?? <Outlet />}
        </Box>
      </SkipNavContent>
    </Flex>
  )
}
