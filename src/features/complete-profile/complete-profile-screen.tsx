import { Alert, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { revokeCompleteAccountInfo } from '@generated/api/account/account'
import { getQueryChangeRecordPageQueryKey } from '@generated/api/change-record/change-record'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { ChangedValues } from '@/components/account/changes-table'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { useFreshAccount } from '@/hooks/use-fresh-account'
import { useProfileRecord } from '@/hooks/use-profile-record'
import { errorText } from '@/lib/error-text'
import { sessionQueryKey } from '@/lib/session'
import { ProfileForm } from './profile-form'
import { profileFromChanges } from './profile-form-schema'
import '@/lib/account-area-messages'

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
  const loading = isPending || latest.isLoading

  let body
  if (loading) {
    body = (
      <Stack gap="4" aria-busy="true">
        <Text>{t('app.loading')}</Text>
        <Skeleton height="48" />
      </Stack>
    )
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
  } else if (status === 'reviewing') {
    body = <UnderReview latest={latest} />
  } else {
    const record = latest.record
    // A rejected or withdrawn submission fills the form again (not an approved one of the past).
    const prefill =
      record && (record.status === 'rejected' || record.status === 'revoked')
        ? profileFromChanges(record.changes)
        : undefined
    body = (
      <Stack gap="6">
        {status === 'rejected' && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('profile.rejectedTitle')}</Alert.Title>
              <Alert.Description>
                <Stack gap="2">
                  {record?.reviewComment && (
                    <Text>
                      {t('accountCentre.reviewComment')}：{record.reviewComment}
                    </Text>
                  )}
                  <Text>{t('profile.rejectedText')}</Text>
                </Stack>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {latest.isError && <Text color="red.700">{t('profile.submittedFailed')}</Text>}
        <ProfileForm key={record?.id ?? 'new'} prefill={prefill} />
      </Stack>
    )
  }
  return <AccountPage title={t('titles.data')}>{body}</AccountPage>
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

function UnderReview({ latest }: { latest: ReturnType<typeof useProfileRecord> }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()

  async function revoke() {
    try {
      await revokeCompleteAccountInfo()
      toaster.success({ title: t('revokeProfile.done') })
    } catch (error) {
      // 11004: decided meanwhile; the page reads the account again and shows what it is now.
      toaster.error({ title: errorText(error) })
    }
    await queryClient.invalidateQueries({ queryKey: getQueryChangeRecordPageQueryKey() })
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey })
  }

  return (
    <Stack gap="5">
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h2" size="lg">
          {t('profile.reviewingTitle')}
        </Heading>
        <ReviewStatusBadge status="reviewing" />
      </HStack>
      <Text>{t('profile.reviewingText')}</Text>
      <Stack gap="3" as="section" aria-label={t('profile.submittedData')}>
        <Heading as="h3" size="md">
          {t('profile.submittedData')}
        </Heading>
        {latest.isError ? (
          <LoadError
            title={t('profile.submittedFailed')}
            retryLabel={t('accountCentre.retry')}
            onRetry={latest.refetch}
          />
        ) : latest.record ? (
          <ChangedValues changes={latest.record.changes} />
        ) : null}
      </Stack>
      <HStack gap="3" flexWrap="wrap">
        <ConfirmDialog
          triggerLabel={t('revokeProfile.action')}
          title={t('revokeProfile.title')}
          confirmLabel={t('revokeProfile.confirm')}
          onConfirm={revoke}
        >
          {t('revokeProfile.text')}
        </ConfirmDialog>
        <Button asChild variant="ghost">
          <RouterLink to={paths.account.personal}>{t('profile.toCentre')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  )
}
