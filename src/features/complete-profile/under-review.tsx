import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { Link as RouterLink } from 'react-router-dom'
import { LoadError } from '@/components/account/account-page'
import { ChangedValues } from '@/components/account/changes-table'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { RevokeProfileButton } from '@/components/account/revoke-profile-button'
import { paths } from '@/config/paths'
import type { useProfileRecord } from '@/hooks/use-profile-record'

/** /account/data while the profile is under review (a chunk of its own: the withdraw dialog). */
export function UnderReview({ latest }: { latest: ReturnType<typeof useProfileRecord> }) {
  const { t } = useTranslation()

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
        <RevokeProfileButton />
        <Button asChild variant="ghost">
          <RouterLink to={paths.account.personal}>{t('profile.toCentre')}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  )
}
