import { Button, HStack } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { LazyMenu } from '@/components/ui/lazy-menu'
import { mainNav, type NavGroup } from './nav-items'

/** Says that the button opens a menu. */
function ChevronDown() {
  return (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none">
      <path d="M2.5 4.5 6 8l3.5-3.5" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}

function GroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation()
  return (
    <LazyMenu
      trigger={
        <Button variant="ghost" size="sm" colorPalette="gray" px="2" gap="1">
          {t(`nav.${group.label}`)}
          <ChevronDown />
        </Button>
      }
      entries={group.items.map((item) => ({ label: t(`nav.${item.label}`), to: item.to }))}
    />
  )
}

/** The sections' group menus (wide screens: SiteHeader renders it from lg). */
export function MainNav() {
  const { t } = useTranslation()
  return (
    <HStack as="nav" aria-label={t('nav.label')} gap="0">
      {mainNav.map((group) => (
        <GroupMenu key={group.label} group={group} />
      ))}
    </HStack>
  )
}
