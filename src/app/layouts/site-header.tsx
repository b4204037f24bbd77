import { Box, Flex, HStack, Link, Spacer } from '@chakra-ui/react'
import { useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n-core'
import { useBreakpointUp } from '@/hooks/use-breakpoint-up'
import { Link as RouterLink } from 'react-router-dom'
import { LanguageSwitch } from '@/components/language-switch'
import { AccountMenu } from '@/features/session/account-menu'
import { CompactMenuButton, CompactMenuPanel } from './compact-menu'
import { MainNav } from './main-nav'

/**
 * The site header. From 1536 px (2xl) it shows the full navigation; below, a "Menu" button opens a
 * panel listing every section. Below 768 px (md, design.md section 7) the language switch and the
 * account links move into that panel too, so that the header is the brand and the button alone.
 */
export function SiteHeader() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  // Below their widths these parts are not rendered at all (a phone is spared their menus).
  const fullNav = useBreakpointUp('2xl')
  const accountInHeader = useBreakpointUp('md')
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        minH="16"
        py="2"
        align="center"
        gap="3"
      >
        <Link
          asChild
          fontWeight="bold"
          fontSize={{ base: 'md', md: 'lg' }}
          color="brand.fg"
          minW="0"
          lineClamp={2}
        >
          <RouterLink to="/">{t('app.name')}</RouterLink>
        </Link>
        {fullNav && <MainNav />}
        <Spacer />
        <CompactMenuButton open={open} onToggle={() => setOpen(!open)} buttonRef={button} />
        {accountInHeader && (
          <HStack gap="2" flexShrink={0}>
            <LanguageSwitch />
            <AccountMenu />
          </HStack>
        )}
      </Flex>
      {open && <CompactMenuPanel onClose={() => setOpen(false)} buttonRef={button} />}
    </Box>
  )
}
