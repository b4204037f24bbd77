import { Button, HStack, Link } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n-core'
import { NavLink } from 'react-router-dom'
import { LazyMenu } from '@/components/ui/lazy-menu'
import { isNavGroup, mainNav, type NavGroup } from './nav-items'

function GroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation()
  return (
    <LazyMenu
      trigger={
        <Button variant="ghost" size="sm" colorPalette="gray">
          {t(`nav.${group.label}`)}
        </Button>
      }
      entries={group.items.map((item) => ({ label: t(`nav.${item.label}`), to: item.to }))}
    />
  )
}

/** The sections as links (wide screens: SiteHeader renders it from 2xl). */
export function MainNav() {
  const { t } = useTranslation()
  return (
    <HStack as="nav" aria-label={t('nav.label')} gap="1">
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
