import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { NavLink } from 'react-router-dom'
import { LanguageSwitch } from '@/components/language-switch'
import { AccountMenuItems } from '@/lib/session/account-menu'
import { mainNav, type NavLinkItem } from './nav-items'

export const COMPACT_MENU_ID = 'site-menu'

/**
 * Below the full navigation's breakpoint: the button that opens the site menu (a disclosure).
 */
export function CompactMenuButton({
  open,
  onToggle,
  buttonRef,
}: {
  open: boolean
  onToggle: () => void
  buttonRef: RefObject<HTMLButtonElement | null>
}) {
  const { t } = useTranslation()
  return (
    <Button
      ref={buttonRef}
      variant="outline"
      size="sm"
      flexShrink={0}
      hideFrom="lg"
      aria-expanded={open}
      aria-controls={COMPACT_MENU_ID}
      onClick={onToggle}
    >
      <MenuIcon open={open} />
      {t('nav.menu')}
    </Button>
  )
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none">
      {open ? (
        <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  )
}

function MenuLink({ item }: { item: NavLinkItem }) {
  const { t } = useTranslation()
  return (
    <Link
      asChild
      display="block"
      px="2"
      py="2"
      rounded="md"
      color="fg"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle', fontWeight: 'semibold' }}
    >
      <NavLink to={item.to} end={item.to === '/'}>
        {t(`nav.${item.label}`)}
      </NavLink>
    </Link>
  )
}

/**
 * The site menu: every section, then (on phones, where the header has no room for them) the
 * account links and the language switch. Opening it moves focus to its first link; Escape closes
 * it and gives focus back to the button; following a link closes it.
 */
export function CompactMenuPanel({
  onClose,
  buttonRef,
}: {
  onClose: () => void
  buttonRef: RefObject<HTMLButtonElement | null>
}) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
  }, [])

  const closeAndReturn = () => {
    onClose()
    buttonRef.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      closeAndReturn()
    }
  }
  const onClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) onClose()
  }

  return (
    <Box
      ref={panel}
      id={COMPACT_MENU_ID}
      hideFrom="lg"
      borderTopWidth="1px"
      maxH="calc(100dvh - 4rem)"
      overflowY="auto"
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '3', md: '6' }}
        py="3"
        gap="4"
        direction={{ base: 'column', md: 'row' }}
        wrap="wrap"
        align={{ base: 'stretch', md: 'start' }}
      >
        <Box as="nav" aria-label={t('nav.menuLabel')} flex="2" minW="0">
          <Stack as="ul" gap="0" listStyleType="none">
            {mainNav.map((group) => (
              <Box as="li" key={group.label}>
                <Text px="2" pt="2" fontSize="sm" fontWeight="semibold" color="fg.muted">
                  {t(`nav.${group.label}`)}
                </Text>
                <Box as="ul" listStyleType="none" ps="3">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <MenuLink item={item} />
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        </Box>
        <Stack hideFrom="md" gap="3" borderTopWidth="1px" pt="3">
          <AccountMenuItems />
          <Box>
            <LanguageSwitch />
          </Box>
        </Stack>
      </Flex>
    </Box>
  )
}
