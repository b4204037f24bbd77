import { Alert, Badge, DataList, HStack, List, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useId, type ReactNode } from 'react'
import {
  endOtherSessions,
  endSession,
  getListSessionsQueryKey,
  useGetAccountSecurity,
  useListSessions,
} from '@generated/api/security/security'
import type { AccountSecurity, ActiveSession } from '@generated/model'
import { AccountPage, LoadError } from '@/components/account/account-page'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SectionCard } from '@/components/ui/section-card'
import { toaster } from '@/components/ui/toaster'
import { useLogoutAction } from '@/lib/session/use-logout-action'
import '@/lib/i18n/account-area-messages'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { PasskeysSection } from './passkeys-section'
import { RecentProofProvider } from '@/components/recent-proof/recent-proof'
import { currentFirst, sessionLabel } from './sessions'
import { TwoStepSection } from './two-step-section'

/**
 * /account/personal/security: how the developer signs in (two-step sign-in, passkeys) and where
 * the account is signed in. Any other session can be ended (it is signed out on its next request),
 * or all of them at once; this device's own is left by signing out, the same logout as the account
 * menu's.
 */
export function AccountSecurityScreen() {
  const { t } = useTranslation()
  const { data, isPending, isError, refetch } = useListSessions({
    // The failure is shown on the page, with a retry: no toast as well.
    query: { meta: { silent: true } },
  })
  const security = useGetAccountSecurity({ query: { meta: { silent: true } } })
  return (
    <AccountPage title={t('titles.security')} description={t('security.description')}>
      <RecentProofProvider
        twoStepEnabled={security.data?.twoStep.enabled ?? false}
        hasPasskeys={(security.data?.passkeys.length ?? 0) > 0}
      >
        <SectionCard title={t('security.twoStep.title')}>
          <SecurityLoaded query={security}>
            {(loaded) => <TwoStepSection status={loaded.twoStep} />}
          </SecurityLoaded>
        </SectionCard>
        <SectionCard title={t('security.passkeys.title')}>
          <SecurityLoaded query={security}>
            {(loaded) => (
              <PasskeysSection passkeys={loaded.passkeys} twoStepEnabled={loaded.twoStep.enabled} />
            )}
          </SecurityLoaded>
        </SectionCard>
      </RecentProofProvider>
      <RecoveryNote />
      <SectionCard title={t('security.sessions')}>
        {isPending ? (
          <Stack gap="4" aria-busy="true">
            <Text>{t('security.loading')}</Text>
            <Skeleton height="32" />
          </Stack>
        ) : isError ? (
          <LoadError
            title={t('security.loadFailed')}
            retryLabel={t('security.retry')}
            onRetry={() => void refetch()}
          />
        ) : (
          <SessionList sessions={currentFirst(data)} />
        )}
      </SectionCard>
    </AccountPage>
  )
}

/** getAccountSecurity's answer for a section, or its loading and failed states. */
function SecurityLoaded({
  query,
  children,
}: {
  query: UseQueryResult<AccountSecurity, unknown>
  children: (security: AccountSecurity) => ReactNode
}) {
  const { t } = useTranslation()
  if (query.isPending) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text>{t('security.twoStep.loading')}</Text>
        <Skeleton height="16" />
      </Stack>
    )
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('security.twoStep.loadFailed')}
        retryLabel={t('security.retry')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  return children(query.data)
}

/** What recovering the account does to the second factors (design.md §11). */
function RecoveryNote() {
  const { t } = useTranslation()
  return (
    <Alert.Root status="info" as="aside" aria-label={t('security.recovery.title')}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('security.recovery.title')}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{t('security.recovery.passwordReset')}</Text>
            <Text>{t('security.recovery.emailRecovery')}</Text>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}

function SessionList({ sessions }: { sessions: ActiveSession[] }) {
  const { t } = useTranslation()
  const reread = useRereadSessions()
  const others = sessions.filter((session) => !session.current).length

  async function endOthers() {
    try {
      const { ended } = await endOtherSessions()
      toaster.success({ title: t('security.endedOthers', { count: ended }) })
    } catch (error) {
      toaster.error({ title: errorText(error) })
    }
    await reread()
  }

  return (
    <Stack gap="5">
      <List.Root variant="plain" gap="3">
        {sessions.map((session) => (
          <SessionCard key={session.id} session={session} />
        ))}
      </List.Root>
      {others === 0 && <Text color="fg.muted">{t('security.noOthers')}</Text>}
      <div>
        <ConfirmDialog
          triggerLabel={t('security.endOthers')}
          triggerProps={{ disabled: others === 0, colorPalette: 'red' }}
          title={t('security.endOthersTitle')}
          confirmLabel={t('security.endOthersConfirm')}
          onConfirm={endOthers}
        >
          {t('security.endOthersText')}
        </ConfirmDialog>
      </div>
    </Stack>
  )
}

/** One session as a card (a list of cards reads on a phone where a table would not fit). */
function SessionCard({ session }: { session: ActiveSession }) {
  const { t } = useTranslation()
  const labelId = useId()
  const label = sessionLabel(session, t)
  return (
    <List.Item
      aria-labelledby={labelId}
      borderWidth="1px"
      borderRadius="md"
      padding="4"
      display="flex"
      flexDirection="column"
      gap="3"
    >
      <HStack gap="2" wrap="wrap">
        <Text id={labelId} fontWeight="semibold" overflowWrap="anywhere">
          {label}
        </Text>
        {session.current && <Badge colorPalette="green">{t('security.thisDevice')}</Badge>}
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" variant="subtle">
        <DataItem label={t('security.address')}>{session.address}</DataItem>
        <DataItem label={t('security.signedInAt')}>{formatDateTime(session.createdAt)}</DataItem>
        <DataItem label={t('security.lastActiveAt')}>
          {formatDateTime(session.lastActiveAt)}
        </DataItem>
      </DataList.Root>
      <div>
        {session.current ? (
          <SignOutHereButton describedBy={labelId} />
        ) : (
          <EndSessionButton session={session} label={label} describedBy={labelId} />
        )}
      </div>
    </List.Item>
  )
}

function EndSessionButton({
  session,
  label,
  describedBy,
}: {
  session: ActiveSession
  label: string
  describedBy: string
}) {
  const { t } = useTranslation()
  const reread = useRereadSessions()

  async function end() {
    try {
      await endSession({ id: session.id })
      toaster.success({ title: t('security.ended') })
    } catch (error) {
      // Ended meanwhile (elsewhere, or it expired): what the user wanted has happened.
      if (error instanceof ApiError && error.reason === 'sessionNotFound') {
        toaster.info({ title: t('security.alreadyEnded') })
      } else {
        toaster.error({ title: errorText(error) })
      }
    }
    await reread()
  }

  return (
    <ConfirmDialog
      // Several cards have an "End" button: each says which session it ends.
      triggerProps={{ size: 'sm', 'aria-describedby': describedBy }}
      triggerLabel={t('security.end')}
      title={t('security.endTitle')}
      confirmLabel={t('security.endConfirm')}
      onConfirm={end}
    >
      {t('security.endText', { session: label, address: session.address })}
    </ConfirmDialog>
  )
}

/** This device's session ends by logging out: one way out, the account menu's. */
function SignOutHereButton({ describedBy }: { describedBy: string }) {
  const { t } = useTranslation()
  const { logout } = useLogoutAction()
  return (
    <ConfirmDialog
      triggerProps={{ size: 'sm', 'aria-describedby': describedBy }}
      triggerLabel={t('security.signOutHere')}
      title={t('security.signOutTitle')}
      confirmLabel={t('security.signOutConfirm')}
      onConfirm={async () => logout()}
    >
      {t('security.signOutText')}
    </ConfirmDialog>
  )
}

function useRereadSessions() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() })
}

function DataItem({ label, children }: { label: string; children: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere">{children}</DataList.ItemValue>
    </DataList.Item>
  )
}
