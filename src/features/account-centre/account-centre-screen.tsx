import { Button, DataList, HStack, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { useQueryChangeRecordPage } from '@generated/api/change-record/change-record'
import type { Account } from '@generated/model'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { RevokeProfileButton } from '@/components/account/revoke-profile-button'
import { IdTypeName } from '@/components/identity/id-type-name'
import { SectionCard } from '@/components/ui/section-card'
import { RenderLater } from '@/components/ui/render-later'
import { paths, recordInfoPath } from '@/config/paths'
import { useFreshAccount } from '@/hooks/use-fresh-account'
import { useProfileRecord } from '@/hooks/use-profile-record'
import { useRevealAsTransition } from '@/hooks/use-reveal-as-transition'
import { formatDateTime } from '@/lib/format/format-date'
import '@/lib/i18n/account-area-messages'

/**
 * /account/personal: who the developer is, where the profile stands and what to do next, the
 * account settings (the change screens), and the latest change records.
 */
export function AccountCentreScreen() {
  const { t } = useTranslation()
  const { data: user, isPending, isError, refetch } = useFreshAccount()
  // The screen under the account is a long render on a phone: rendered as a transition.
  const loading = !useRevealAsTransition(!isPending)
  return (
    <AccountPage title={t('titles.personal')} description={t('accountCentre.description')}>
      {loading ? (
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
            <AppsSection />
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
    <SectionCard title={t('accountCentre.identity')}>
      <DataList.Root orientation="horizontal" size="md" variant="subtle" {...labelColumn.root}>
        <DataItem label={t('accountCentre.email')}>{user.email}</DataItem>
        <DataItem label={t('accountCentre.developerType')}>
          {user.developerType
            ? t(`auth.developerType.${user.developerType}`)
            : t('accountCentre.notSet')}
        </DataItem>
        {identity?.developerType === 'individual' && (
          <>
            <DataItem label={t('identity.name')}>{identity.name}</DataItem>
            <DataItem label={t('identity.idType')}>
              <IdTypeName code={identity.idType} />
            </DataItem>
            <DataItem label={t('identity.idNumber')}>{identity.idNumberMasked}</DataItem>
          </>
        )}
        {identity?.developerType === 'company' && (
          <>
            <DataItem label={t('identity.companyName')}>{identity.companyName}</DataItem>
            <DataItem label={t('identity.creditCode')}>{identity.creditCode}</DataItem>
            <DataItem label={t('identity.legalPersonName')}>{identity.legalPersonName}</DataItem>
            <DataItem label={t('identity.legalPersonIdType')}>
              <IdTypeName code={identity.idType} />
            </DataItem>
            <DataItem label={t('identity.legalPersonIdNumber')}>{identity.idNumberMasked}</DataItem>
          </>
        )}
        {!identity && user.profileStatus !== 'incomplete' && (
          <DataItem label={t('profile.steps.identity')}>
            {t('accountCentre.identityPending')}
          </DataItem>
        )}
        <DataItem label={t('accountCentre.contactName')}>
          {contact?.name ?? t('accountCentre.notGiven')}
        </DataItem>
        <DataItem label={t('accountCentre.phone')}>
          {contact?.phone ?? t('accountCentre.notGiven')}
        </DataItem>
        <DataItem label={t('accountCentre.wechat')}>
          {contact?.wechat ?? t('accountCentre.notGiven')}
        </DataItem>
      </DataList.Root>
    </SectionCard>
  )
}

function ProfileSection({ user }: { user: Account }) {
  const { t } = useTranslation()
  const status = user.profileStatus
  const rejected = useProfileRecord(status === 'rejected')

  return (
    <SectionCard title={t('accountCentre.profile')}>
      <Stack gap="3" alignItems="flex-start">
        <ReviewStatusBadge status={status} />
        {status === 'incomplete' && (
          <>
            <Text>{t('accountCentre.incompleteText')}</Text>
            <Button asChild>
              <RouterLink to={paths.account.data}>{t('accountCentre.toComplete')}</RouterLink>
            </Button>
          </>
        )}
        {status === 'reviewing' && (
          <>
            <Text>{t('accountCentre.reviewingText')}</Text>
            <HStack gap="3" wrap="wrap">
              <Button asChild variant="outline">
                <RouterLink to={paths.account.data}>{t('accountCentre.viewSubmitted')}</RouterLink>
              </Button>
              <RevokeProfileButton />
            </HStack>
          </>
        )}
        {status === 'rejected' && (
          <>
            <Text>{t('accountCentre.rejectedText')}</Text>
            <ReviewComment {...rejected} />
            <Button asChild>
              <RouterLink to={paths.account.data}>{t('accountCentre.toResubmit')}</RouterLink>
            </Button>
          </>
        )}
        {status === 'complete' && <Text>{t('accountCentre.completeText')}</Text>}
      </Stack>
    </SectionCard>
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
    { to: paths.account.security, label: t('titles.security'), open: true },
    { to: paths.account.modifyEmail, label: t('titles.modifyEmail'), open: complete },
    { to: paths.account.modifyContact, label: t('titles.modifyContact'), open: complete },
    { ...legalPerson, open: complete },
    { to: paths.account.modifyRole, label: t('titles.modifyRole'), open: complete },
  ]
  return (
    <SectionCard title={t('accountCentre.settings')}>
      <List.Root variant="plain" gap="3">
        {links.map(({ to, label, open }) => (
          <List.Item key={to} display="flex" flexWrap="wrap" gap="2" alignItems="baseline">
            {open ? (
              <Link asChild variant="underline" colorPalette="brand">
                <RouterLink to={to}>{label}</RouterLink>
              </Link>
            ) : (
              <>
                {/* Not a link while it would only lead to the intercept page. */}
                <Text as="span" color="fg.muted" aria-disabled="true">
                  {label}
                </Text>
                {/* The message brings its brackets: the language's own, spaced as it spaces them. */}
                <Text as="span" fontSize="sm" color="fg.muted">
                  {t('accountCentre.needsComplete')}
                </Text>
              </>
            )}
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  )
}

/** Where a developer's quick apps are (the open platform, /account/apps). */
function AppsSection() {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('accountCentre.apps')}>
      <Stack gap="3" alignItems="flex-start">
        <Text>{t('accountCentre.appsText')}</Text>
        <Link asChild variant="underline" colorPalette="brand">
          <RouterLink to={paths.account.apps}>{t('accountCentre.toApps')}</RouterLink>
        </Link>
      </Stack>
    </SectionCard>
  )
}

function RecentRecords() {
  const { t } = useTranslation()
  const { data, isPending, isError, refetch } = useQueryChangeRecordPage(
    { pageNum: 1, pageSize: 5 },
    { query: { meta: { silent: true } } },
  )
  return (
    <SectionCard title={t('accountCentre.recent')}>
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
                <Link asChild variant="underline" colorPalette="brand">
                  <RouterLink
                    to={recordInfoPath(record.id)}
                    aria-label={t('accountCentre.viewRecord', {
                      type: t(`recordTypes.${record.type}`),
                      date: formatDateTime(record.createdAt),
                    })}
                  >
                    {t('records.details')}
                  </RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        )}
        <p>
          <Link asChild variant="underline" colorPalette="brand">
            <RouterLink to={paths.account.record}>{t('accountCentre.allRecords')}</RouterLink>
          </Link>
        </p>
      </Stack>
    </SectionCard>
  )
}

/**
 * From 480 px (sm), where a value sits beside its label: the labels are one column as wide as the
 * longest label (at most half the card, a longer one wraps) and every value starts at the same
 * place, in either language. Each item is a row of the list's grid (subgrid). Below sm the data
 * list's recipe puts each value under its label.
 */
const labelColumn = {
  root: {
    display: { sm: 'grid' },
    gridTemplateColumns: { sm: 'fit-content(50%) minmax(0, 1fr)' },
  },
  item: {
    display: { sm: 'grid' },
    gridColumn: { sm: '1 / -1' },
    gridTemplateColumns: { sm: 'subgrid' },
  },
}

/** A label beside its value; a long value (an e-mail address, a number) breaks where it must. */
function DataItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <DataList.Item {...labelColumn.item}>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">{children}</DataList.ItemValue>
    </DataList.Item>
  )
}
