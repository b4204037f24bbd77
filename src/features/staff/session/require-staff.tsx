import { Alert, Button, Flex, Spinner, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router-dom'
import { ApiError } from '@/lib/api/api-client'
import { Code } from '@generated/error-catalogue'
import { useTranslation } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-messages'
import { RequireAccess, usePageAccess } from './require-access'
import { StaffMemberContext } from './staff-member-context'
import { staffMeQueryOptions } from './staff-session'
import { useStaffSessionEnded } from './use-staff-session-ended'

/**
 * Element of the console's pages. Their loader already sent a visitor without a staff session to
 * sign in; this gives the pages who is signed in, shows a member whose scope or role the page
 * does not cover why it does not open (its route's `staffAccess`), and sends the reviewer to sign
 * in when a staff call answers 10005 while a page is open.
 */
export function RequireStaff({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  useStaffSessionEnded()
  const me = useQuery(staffMeQueryOptions())
  const access = usePageAccess()

  if (me.data) {
    return (
      <StaffMemberContext.Provider value={me.data}>
        <RequireAccess access={access}>{children ?? <Outlet />}</RequireAccess>
      </StaffMemberContext.Provider>
    )
  }
  const ended = me.error instanceof ApiError && me.error.code === Code.sessionInvalid
  if (me.isError && !ended) {
    return (
      <Alert.Root status="error" role="alert" alignItems="center" flexWrap="wrap" gap="3">
        <Alert.Indicator />
        <Alert.Content flex="1">
          <Alert.Title>{t('staff.session.checkFailed')}</Alert.Title>
          <Alert.Description>{t('staff.session.checkFailedText')}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => void me.refetch()}>
          {t('staff.session.retry')}
        </Button>
      </Alert.Root>
    )
  }
  // Asking, or on the way to the sign-in page (10005).
  return (
    <Flex role="status" align="center" justify="center" gap="3" paddingY="16">
      <Spinner size="md" color="brand.fg" />
      <Text color="fg.muted">{t('staff.session.checking')}</Text>
    </Flex>
  )
}
