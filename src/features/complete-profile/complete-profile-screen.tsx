import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { paths } from '@/config/paths'
import { useFreshAccount } from '@/hooks/use-fresh-account'
import { useProfileRecord } from '@/hooks/use-profile-record'
import { useRevealAsTransition } from '@/hooks/use-reveal-as-transition'
import { showsProfileForm } from '@/lib/session/complete-profile'
import '@/lib/i18n/account-area-messages'

// Each state loads only what it shows: the form (react-hook-form, zod) for a profile to complete,
// the withdraw dialog while it is under review (docs/performance.md, "Size budget"). They are the page's content:
// asked for as soon as the state is known, not after the first paint as menus are.
const ProfileEditor = lazy(() =>
  import('./profile-editor').then((module) => ({ default: module.ProfileEditor })),
)
const UnderReview = lazy(() =>
  import('./under-review').then((module) => ({ default: module.UnderReview })),
)

/**
 * /account/data: complete the profile (developer type, identity, contact) for review; while it is
 * under review, what was submitted and a way to withdraw it; after a rejection, the reviewer's
 * comment and the form filled from the rejected submission; once complete, a notice.
 */
export function CompleteProfileScreen() {
  const { t } = useTranslation()
  const { data: user, isPending, isError, refetch } = useFreshAccount()
  const status = user?.profileStatus
  // The latest submission: what is under review, what was rejected, or what was withdrawn.
  const latest = useProfileRecord(status !== undefined && status !== 'complete')
  // What replaces the loading state is a long render on a phone: rendered as a transition.
  const loading = !useRevealAsTransition(!isPending && !latest.isLoading)

  let body
  const loadingBody = (
    <Stack gap="4" aria-busy="true">
      <Text>{t('app.loading')}</Text>
      <Skeleton height="48" />
    </Stack>
  )
  if (loading) {
    body = loadingBody
  } else if (isError || !user) {
    body = (
      <LoadError
        title={t('accountCentre.loadFailed')}
        retryLabel={t('accountCentre.retry')}
        onRetry={() => void refetch()}
      />
    )
  } else if (status === 'complete') {
    body = <CompleteNotice />
  } else if (showsProfileForm(user)) {
    body = (
      <Suspense fallback={loadingBody}>
        <ProfileEditor status={status} latest={latest} />
      </Suspense>
    )
  } else {
    body = (
      <Suspense fallback={loadingBody}>
        <UnderReview latest={latest} />
      </Suspense>
    )
  }
  // What the page is for, shown at once: the form's code arrives after the page's own.
  return (
    <AccountPage title={t('titles.data')} description={t('profile.description')}>
      {body}
    </AccountPage>
  )
}

function CompleteNotice() {
  const { t } = useTranslation()
  return (
    <Alert.Root status="success">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{t('profile.completeTitle')}</Alert.Title>
        <Alert.Description>{t('profile.completeText')}</Alert.Description>
        <Button asChild size="sm" alignSelf="flex-start" colorPalette="brand">
          <RouterLink to={paths.account.personal}>{t('profile.toCentre')}</RouterLink>
        </Button>
      </Alert.Content>
    </Alert.Root>
  )
}
