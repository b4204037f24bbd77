import { Button, HStack, Link, Menu, Portal } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { NavLink, Link as RouterLink } from 'react-router-dom'
import { isNavGroup, mainNav, type NavGroup } from './nav-items'

function GroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation()
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" colorPalette="gray">
          {t(`nav.${group.label}`)}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {group.items.map((item) => (
              <Menu.Item key={item.to} value={item.to} asChild>
                <RouterLink to={item.to}>{t(`nav.${item.label}`)}</RouterLink>
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

/** The sections as links (wide screens). */
export function MainNav() {
  const { t } = useTranslation()
  return (
    <HStack as="nav" aria-label={t('nav.label')} gap="1" hideBelow="xl">
      {mainNav.map((entry) =>
        isNavGroup(entry) ? (
          <GroupMenu key={entry.label} group={entry} />
        ) : (
          <Link
            key={entry.to}
            asChild
            px="2"
            py="1.5"
            fontSize="sm"
            fontWeight="medium"
            rounded="md"
            color="fg"
            _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
            _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
          >
            <NavLink to={entry.to} end={entry.to === '/'}>
              {t(`nav.${entry.label}`)}
            </NavLink>
          </Link>
        ),
      )}
    </HStack>
  )
}

/** The same sections in one menu (narrow screens). */
export function MobileNavMenu() {
  const { t } = useTranslation()
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" hideFrom="xl">
          {t('nav.menu')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="80vh" overflowY="auto">
            {mainNav.map((entry) =>
              isNavGroup(entry) ? (
                <Menu.ItemGroup key={entry.label}>
                  <Menu.ItemGroupLabel>{t(`nav.${entry.label}`)}</Menu.ItemGroupLabel>
                  {entry.items.map((item) => (
                    <Menu.Item key={item.to} value={item.to} asChild>
                      <RouterLink to={item.to}>{t(`nav.${item.label}`)}</RouterLink>
                    </Menu.Item>
                  ))}
                </Menu.ItemGroup>
              ) : (
                <Menu.Item key={entry.to} value={entry.to} asChild>
                  <RouterLink to={entry.to}>{t(`nav.${entry.label}`)}</RouterLink>
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
