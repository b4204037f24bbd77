import { HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n-core'
import { useQueryChangeRecordPage } from '@generated/api/change-record/change-record'
import type { Account } from '@generated/model'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { RevokeProfileButton } from '@/components/account/revoke-profile-button'
import { IdTypeName } from '@/components/identity/id-type-name'
import {
  ButtonLink,
  PlainDataItem,
  PlainDataList,
  PlainSection,
  TextLink,
} from '@/components/ui/plain'
import { RenderLater } from '@/components/ui/render-later'
import { paths, recordInfoPath } from '@/config/paths'
import { useFreshAccount } from '@/hooks/use-fresh-account'
import { useProfileRecord } from '@/hooks/use-profile-record'
import { formatDateTime } from '@/lib/format-date'
import '@/lib/account-area-messages'

/**
 * /account/personal: who the developer is, where the profile stands and what to do next, the
 * account settings (the change screens), and the latest change records.
 */
export function AccountCentreScreen() {
  const { t } = useTranslation()
  const { data: user, isPending, isError, refetch } = useFreshAccount()
  return (
    <AccountPage title={t('titles.personal')}>
      {isPending ? (
        <Stack gap="4" aria-busy="true">
          <Text>{t('session.loading')}</Text>
          <Skeleton height="40" />
        </Stack>
      ) : isError || !user ? (
        // The session turns any failed read into "signed out" (the login guard takes over);
        // until it does, or when the read itself failed, say so and offer to try again.
        <LoadError
          title={t('accountCentre.loadFailed')}
          retryLabel={t('accountCentre.retry')}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <ProfileSection user={user} />
          <IdentitySection user={user} />
          {/* Below the fold on a phone: rendered a task later (a shorter first render). */}
          <RenderLater>
            <SettingsSection user={user} />
            <RecentRecords />
          </RenderLater>
        </>
      )}
    </AccountPage>
  )
}

function IdentitySection({ user }: { user: Account }) {
  const { t } = useTranslation()
  const { identity, contact } = user
  return (
    <PlainSection title={t('accountCentre.identity')}>
      <PlainDataList>
        <PlainDataItem label={t('accountCentre.email')}>{user.email}</PlainDataItem>
        <PlainDataItem label={t('accountCentre.developerType')}>
          {user.developerType
            ? t(`auth.developerType.${user.developerType}`)
            : t('accountCentre.notSet')}
        </PlainDataItem>
        {identity?.developerType === 'individual' && (
          <>
            <PlainDataItem label={t('identity.name')}>{identity.name}</PlainDataItem>
            <PlainDataItem label={t('identity.idType')}>
              <IdTypeName code={identity.idType} />
            </PlainDataItem>
            <PlainDataItem label={t('identity.idNumber')}>{identity.idNumberMasked}</PlainDataItem>
          </>
        )}
        {identity?.developerType === 'company' && (
          <>
            <PlainDataItem label={t('identity.companyName')}>{identity.companyName}</PlainDataItem>
            <PlainDataItem label={t('identity.creditCode')}>{identity.creditCode}</PlainDataItem>
            <PlainDataItem label={t('identity.legalPersonName')}>
              {identity.legalPersonName}
            </PlainDataItem>
            <PlainDataItem label={t('identity.legalPersonIdType')}>
              <IdTypeName code={identity.idType} />
            </PlainDataItem>
            <PlainDataItem label={t('identity.legalPersonIdNumber')}>
              {identity.idNumberMasked}
            </PlainDataItem>
          </>
        )}
        {!identity && user.profileStatus !== 'incomplete' && (
          <PlainDataItem label={t('profile.steps.identity')}>
            {t('accountCentre.identityPending')}
          </PlainDataItem>
        )}
        <PlainDataItem label={t('accountCentre.contactName')}>
          {contact?.name ?? t('accountCentre.notGiven')}
        </PlainDataItem>
        <PlainDataItem label={t('accountCentre.phone')}>
          {contact?.phone ?? t('accountCentre.notGiven')}
        </PlainDataItem>
        <PlainDataItem label={t('accountCentre.wechat')}>
          {contact?.wechat ?? t('accountCentre.notGiven')}
        </PlainDataItem>
      </PlainDataList>
    </PlainSection>
  )
}

function ProfileSection({ user }: { user: Account }) {
  const { t } = useTranslation()
  const status = user.profileStatus
  const rejected = useProfileRecord(status === 'rejected')

  return (
    <PlainSection title={t('accountCentre.profile')}>
      <Stack gap="3" alignItems="flex-start">
        <ReviewStatusBadge status={status} />
        {status === 'incomplete' && (
          <>
            <Text>{t('accountCentre.incompleteText')}</Text>
            <ButtonLink to={paths.account.data}>{t('accountCentre.toComplete')}</ButtonLink>
          </>
        )}
        {status === 'reviewing' && (
          <>
            <Text>{t('accountCentre.reviewingText')}</Text>
            <HStack gap="3" wrap="wrap">
              <ButtonLink to={paths.account.data} variant="outline">
                {t('accountCentre.viewSubmitted')}
              </ButtonLink>
              <RevokeProfileButton />
            </HStack>
          </>
        )}
        {status === 'rejected' && (
          <>
            <Text>{t('accountCentre.rejectedText')}</Text>
            <ReviewComment {...rejected} />
            <ButtonLink to={paths.account.data}>{t('accountCentre.toResubmit')}</ButtonLink>
          </>
        )}
        {status === 'complete' && <Text>{t('accountCentre.completeText')}</Text>}
      </Stack>
    </PlainSection>
  )
}

function ReviewComment({
  record,
  isLoading,
  isError,
}: Pick<ReturnType<typeof useProfileRecord>, 'record' | 'isLoading' | 'isError'>) {
  const { t } = useTranslation()
  if (isLoading) return <Text color="fg.muted">{t('accountCentre.commentLoading')}</Text>
  if (isError) return <Text color="red.700">{t('accountCentre.commentFailed')}</Text>
  if (!record?.reviewComment) return null
  return (
    <Stack
      as="figure"
      gap="1"
      borderStartWidth="4px"
      borderColor="red.500"
      paddingStart="3"
      width="full"
    >
      <Text as="figcaption" fontWeight="medium">
        {t('accountCentre.reviewComment')}
      </Text>
      <Text as="blockquote">{record.reviewComment}</Text>
    </Stack>
  )
}

/** The change screens; those needing a complete profile say so while it is not. */
function SettingsSection({ user }: { user: Account }) {
  const { t } = useTranslation()
  const complete = user.profileStatus === 'complete'
  const legalPerson =
    user.developerType === 'company'
      ? { to: paths.account.modifyLegalPersonCompany, label: t('titles.modifyLegalPersonCompany') }
      : { to: paths.account.modifyLegalPerson, label: t('titles.modifyLegalPerson') }
  const links = [
    { to: paths.account.modifyPassword, label: t('titles.modifyPassword'), open: true },
    { to: paths.account.modifyEmail, label: t('titles.modifyEmail'), open: complete },
    { to: paths.account.modifyContact, label: t('titles.modifyContact'), open: complete },
    { ...legalPerson, open: complete },
    { to: paths.account.modifyRole, label: t('titles.modifyRole'), open: complete },
  ]
  return (
    <PlainSection title={t('accountCentre.settings')}>
      <List.Root variant="plain" gap="3">
        {links.map(({ to, label, open }) => (
          <List.Item key={to} display="flex" flexWrap="wrap" gap="2" alignItems="baseline">
            {open ? (
              <TextLink to={to}>{label}</TextLink>
            ) : (
              <>
                {/* Not a link while it would only lead to the intercept page. */}
                <Text as="span" color="fg.muted" aria-disabled="true">
                  {label}
                </Text>
                <Text as="span" fontSize="sm" color="fg.muted">
                  （{t('accountCentre.needsComplete')}）
                </Text>
              </>
            )}
          </List.Item>
        ))}
      </List.Root>
    </PlainSection>
  )
}

function RecentRecords() {
  const { t } = useTranslation()
  const { data, isPending, isError, refetch } = useQueryChangeRecordPage(
    { pageNum: 1, pageSize: 5 },
    { query: { meta: { silent: true } } },
  )
  return (
    <PlainSection title={t('accountCentre.recent')}>
      <Stack gap="4">
        {isPending ? (
          <Skeleton height="24" />
        ) : isError ? (
          <LoadError
            title={t('accountCentre.recordsFailed')}
            retryLabel={t('accountCentre.retry')}
            onRetry={() => void refetch()}
          />
        ) : data.list.length === 0 ? (
          <Text color="fg.muted">{t('accountCentre.noRecords')}</Text>
        ) : (
          <List.Root variant="plain" gap="3">
            {data.list.map((record) => (
              <List.Item
                key={record.id}
                display="flex"
                flexWrap="wrap"
                gap="2"
                alignItems="center"
                borderBottomWidth="1px"
                paddingBottom="2"
              >
                <Text fontWeight="medium">{t(`recordTypes.${record.type}`)}</Text>
                <ReviewStatusBadge status={record.status} />
                <Text as="span" fontSize="sm" color="fg.muted" flex="1">
                  {formatDateTime(record.createdAt)}
                </Text>
                <TextLink
                  to={recordInfoPath(record.id)}
                  aria-label={t('accountCentre.viewRecord', {
                    type: t(`recordTypes.${record.type}`),
                    date: formatDateTime(record.createdAt),
                  })}
                >
                  {t('records.details')}
                </TextLink>
              </List.Item>
            ))}
          </List.Root>
        )}
        <p>
          <TextLink to={paths.account.record}>{t('accountCentre.allRecords')}</TextLink>
        </p>
      </Stack>
    </PlainSection>
  )
}
