import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '@/lib/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { revokeCompleteAccountInfo } from '@generated/api/account/account'
import { getQueryChangeRecordPageQueryKey } from '@generated/api/change-record/change-record'
import { LoadError } from '@/components/account/account-page'
import { ChangedValues } from '@/components/account/changes-table'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import type { useProfileRecord } from '@/hooks/use-profile-record'
import { errorText } from '@/lib/error-text'
import { sessionQueryKey } from '@/lib/session'

/** /account/data while the profile is under review (a chunk of its own: the withdraw dialog). */
export function UnderReview({ latest }: { latest: ReturnType<typeof useProfileRecord> }) {
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
