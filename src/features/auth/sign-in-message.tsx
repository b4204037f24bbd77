import { Alert, Link } from '@chakra-ui/react'
import { Link as RouterLink } from 'react-router-dom'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { paths } from '@/config/paths'

/** 10006: the account is frozen and cannot sign in, whichever way it tried; who to ask. */
export function FrozenAlert() {
  const { t } = useTranslation()
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('auth.login.frozenTitle')}</Alert.Title>
        <Alert.Description>
          {t('auth.login.frozenText')}{' '}
          <Link asChild variant="underline">
            <RouterLink to={paths.contactUs}>{t('auth.login.contact')}</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

/**
 * What a passkey or second-step attempt says above its controls: an error (announced at once), a
 * calm note (a cancelled passkey prompt: announced politely), or the frozen account.
 */
export type SignInMessage = { status: 'error' | 'info'; text: string } | 'frozen'

export function SignInMessageAlert({ message }: { message: SignInMessage | undefined }) {
  if (message === undefined) return null
  if (message === 'frozen') return <FrozenAlert />
  return (
    <Alert.Root status={message.status} role={message.status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message.text}</Alert.Title>
    </Alert.Root>
  )
}
