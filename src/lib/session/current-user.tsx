import { Button, HStack, Spinner, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { useQueryAccountInfo } from '@generated/api/account/account'
import { Code } from '@generated/error-catalogue'
import { paths } from '@/config/paths'

/** Who is signed in, from queryAccountInfo: the chain from contract to screen in one component. */
export function CurrentUser() {
  const { t } = useTranslation()
  // The component shows its own failure states: no global error toast on top.
  const { data, error, isPending, refetch } = useQueryAccountInfo({
    query: { meta: { silent: true } },
  })

  if (isPending) {
    return (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t('session.loading')}</Text>
      </HStack>
    )
  }
  if (error?.code === Code.sessionInvalid) {
    return (
      <HStack gap="3">
        <Text>{t('session.notSignedIn')}</Text>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={paths.account.login}>{t('account.login')}</RouterLink>
        </Button>
      </HStack>
    )
  }
  if (error) {
    return (
      <HStack gap="3" role="alert">
        <Text>
          {t('session.loadFailed')}
          {error.msg ? `: ${error.msg}` : '.'}
        </Text>
        <Button size="sm" variant="outline" onClick={() => void refetch()}>
          {t('session.tryAgain')}
        </Button>
      </HStack>
    )
  }
  return (
    <Text>
      {t('session.signedInAs')} <strong>{data.email}</strong>
    </Text>
  )
}
