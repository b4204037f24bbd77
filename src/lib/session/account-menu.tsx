import { Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { LazyMenu } from '@/components/ui/lazy-menu'
import { useRevealAsTransition } from '@/hooks/use-reveal-as-transition'
import { useLogoutAction } from './use-logout-action'
import { useSession } from './use-session'
import { paths } from '@/config/paths'

/** Header account entry: a menu when signed in, login and register links when not. */
export function AccountMenu() {
  const { t } = useTranslation()
  const { user, isChecking } = useSession()
  const { logout, isPending } = useLogoutAction()
  // On a page the server rendered, the session's answer comes right after hydration, and the query
  // cache's update renders synchronously, in one task: the spinner keeps its place in that render,
  // and the entry replaces it in a transition (src/hooks/use-reveal-as-transition.ts).
  const known = useRevealAsTransition(!isChecking)

  if (!known) return <Spinner size="sm" role="status" aria-label={t('app.loading')} />

  if (!user) {
    return (
      <HStack gap="2">
        <Button asChild size="sm" variant="ghost" colorPalette="brand">
          <RouterLink to={paths.account.login}>{t('account.login')}</RouterLink>
        </Button>
        <Button asChild size="sm">
          <RouterLink to={paths.account.register}>{t('account.register')}</RouterLink>
        </Button>
      </HStack>
    )
  }

  return (
    <LazyMenu
      placement="bottom-end"
      trigger={
        <Button size="sm" variant="outline" aria-label={`${t('account.menu')}: ${user.email}`}>
          <Text truncate maxW="40">
            {user.email}
          </Text>
        </Button>
      }
      entries={[
        { label: t('account.centre'), to: paths.account.personal },
        { label: t('account.records'), to: paths.account.record },
        { label: t('account.apps'), to: paths.account.apps },
        { label: t('account.vendors'), to: paths.account.vendors },
        { label: t('account.logout'), onSelect: logout, disabled: isPending, separated: true },
      ]}
    />
  )
}

/**
 * The same account entries as a list of links and a logout button, for the compact header's menu
 * (phones): signed out, log in and register; signed in, the e-mail, the account centre, the
 * records, the apps, the vendor accounts and logout.
 */
export function AccountMenuItems() {
  const { t } = useTranslation()
  const { user, isChecking } = useSession()
  const { logout, isPending } = useLogoutAction()

  if (isChecking) return <Spinner size="sm" role="status" aria-label={t('app.loading')} />

  if (!user) {
    return (
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={paths.account.login}>{t('account.login')}</RouterLink>
        </Button>
        <Button asChild size="sm">
          <RouterLink to={paths.account.register}>{t('account.register')}</RouterLink>
        </Button>
      </HStack>
    )
  }

  return (
    <Stack gap="1" align="start">
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {user.email}
      </Text>
      <Link asChild fontSize="sm" color="fg" py="1">
        <RouterLink to={paths.account.personal}>{t('account.centre')}</RouterLink>
      </Link>
      <Link asChild fontSize="sm" color="fg" py="1">
        <RouterLink to={paths.account.record}>{t('account.records')}</RouterLink>
      </Link>
      <Link asChild fontSize="sm" color="fg" py="1">
        <RouterLink to={paths.account.apps}>{t('account.apps')}</RouterLink>
      </Link>
      <Link asChild fontSize="sm" color="fg" py="1">
        <RouterLink to={paths.account.vendors}>{t('account.vendors')}</RouterLink>
      </Link>
      <Button size="sm" variant="outline" onClick={logout} disabled={isPending}>
        {t('account.logout')}
      </Button>
    </Stack>
  )
}
