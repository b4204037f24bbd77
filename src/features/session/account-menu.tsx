import { Button, HStack, Menu, Portal, Spinner, Text } from '@chakra-ui/react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { useLogoutAction } from './use-logout-action'
import { useSession } from './use-session'

/** Header account entry: a menu when signed in, login and register links when not. */
export function AccountMenu() {
  const { t } = useTranslation()
  const { user, isChecking } = useSession()
  const { logout, isPending } = useLogoutAction()

  if (isChecking) return <Spinner size="sm" role="status" aria-label={t('app.loading')} />

  if (!user) {
    return (
      <HStack gap="2">
        <Button asChild size="sm" variant="ghost" colorPalette="brand">
          <RouterLink to="/account/login">{t('account.login')}</RouterLink>
        </Button>
        <Button asChild size="sm">
          <RouterLink to="/account/register">{t('account.register')}</RouterLink>
        </Button>
      </HStack>
    )
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={`${t('account.menu')}: ${user.email}`}>
          <Text truncate maxW="40">
            {user.email}
          </Text>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="centre" asChild>
              <RouterLink to="/account/personal">{t('account.centre')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="records" asChild>
              <RouterLink to="/account/record">{t('account.records')}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" disabled={isPending} onClick={logout}>
              {t('account.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
