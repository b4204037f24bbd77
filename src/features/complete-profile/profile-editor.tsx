import { Alert, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import type { ProfileStatus } from '@generated/model'
import type { useProfileRecord } from '@/hooks/use-profile-record'
import { ProfileForm } from './profile-form'
import { profileFromChanges } from './profile-form-schema'

/**
 * The form of /account/data (with the reviewer's comment after a rejection), a chunk of its own:
 * the page loads it only for a profile that is to be completed (react-hook-form, zod, the identity
 * fields), not for one that is complete or under review.
 */
export function ProfileEditor({
  status,
  latest,
}: {
  status: ProfileStatus | undefined
  latest: ReturnType<typeof useProfileRecord>
}) {
  const { t } = useTranslation()
  const record = latest.record
  // A rejected or withdrawn submission fills the form again (not an approved one of the past).
  const prefill =
    record && (record.status === 'rejected' || record.status === 'revoked')
      ? profileFromChanges(record.changes)
      : undefined
  return (
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
