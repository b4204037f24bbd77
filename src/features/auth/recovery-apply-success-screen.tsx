import { Button, Link, List, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import { AuthCard } from './auth-card'
import type { RecoveryApplied } from './recovery-screen'
import { paths } from '@/config/paths'

/** /account/recoveryApplySuccess: what happens to the application, and what to do next. */
export function RecoveryApplySuccessScreen() {
  const { t } = useTranslation()
  const applied = useLocation().state as RecoveryApplied | null
  return (
    <AuthCard title={t('titles.recoveryApplySuccess')}>
      <Stack gap="5">
        <Text>
          {applied?.newEmail
            ? t('auth.recoveryApplied.receivedFor', { email: applied.newEmail })
            : t('auth.recoveryApplied.received')}
        </Text>
        <List.Root as="ol" gap="2" paddingStart="5">
          <List.Item>{t('auth.recoveryApplied.step1')}</List.Item>
          <List.Item>{t('auth.recoveryApplied.step2')}</List.Item>
          <List.Item>{t('auth.recoveryApplied.step3')}</List.Item>
        </List.Root>
        <Text color="fg.muted">
          {t('auth.recoveryApplied.help')}{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={paths.contactUs}>{t('auth.login.contact')}</RouterLink>
          </Link>
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="brand" flex="1">
            <RouterLink to={paths.account.login}>{t('auth.recoveryApplied.toLogin')}</RouterLink>
          </Button>
          <Button asChild variant="outline" flex="1">
            <RouterLink to="/">{t('auth.recoveryApplied.toHome')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  )
}
