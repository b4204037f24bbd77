import { Box, Flex, HStack, Link, Spacer } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { LanguageSwitch } from '@/components/language-switch'
import { AccountMenu } from '@/features/session/account-menu'
import { MainNav, MobileNavMenu } from './main-nav'

export function SiteHeader() {
  const { t } = useTranslation()
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      {/* Wraps on phones: brand, menu, language and account links do not fit 320 px on one line. */}
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        minH="16"
        py="2"
        align="center"
        gap="3"
        rowGap="2"
        wrap="wrap"
      >
        <Link
          asChild
          fontWeight="bold"
          fontSize={{ base: 'md', md: 'lg' }}
          color="brand.fg"
          whiteSpace="nowrap"
        >
          <RouterLink to="/">{t('app.name')}</RouterLink>
        </Link>
        <MainNav />
        <Spacer />
        <HStack gap="2" wrap="wrap">
          <MobileNavMenu />
          <LanguageSwitch />
          <AccountMenu />
        </HStack>
      </Flex>
    </Box>
  )
}
