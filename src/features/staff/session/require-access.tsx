import { Alert, Link, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Navigate, Link as RouterLink, useLocation, useMatches } from 'react-router-dom'
import type { StaffMember } from '@generated/model'
import { PageIntro } from '@/components/ui/page-intro'
import { paths } from '@/config/paths'
import type { StaffAccess, StaffRouteHandle } from '@/config/route-table'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useTranslation } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-messages'
import { useStaffMember } from './staff-member-context'
import { hasStaffRole, hasStaffScope, staffHome, vendorName } from './staff-session'

const isStaffHandle = (handle: unknown): handle is StaffRouteHandle =>
  typeof handle === 'object' && handle !== null && 'staffAccess' in handle

/** What the open console page needs of the staff member (its route's handle), if it says. */
export function usePageAccess(): StaffAccess | undefined {
  const matches = useMatches()
  return matches.map((match) => match.handle).findLast(isStaffHandle)?.staffAccess
}

/** Why `member` may not use a page that needs `access`, or undefined when they may. */
export function accessRefusal(
  member: StaffMember,
  access: StaffAccess,
): 'allianceOnly' | 'vendorOnly' | 'needsAdmin' | undefined {
  if (!hasStaffScope(member, access.scope)) {
    return access.scope === 'vendor' ? 'vendorOnly' : 'allianceOnly'
  }
  if (!hasStaffRole(member, access.role)) return 'needsAdmin'
  return undefined
}

/**
 * A console page for some of the staff only: a member its scope or role does not cover reads why
 * it does not open, with the page's title, instead of a page whose every call answers 21004. The
 * console's home is each member's own queue: a vendor's member who opens it goes to theirs.
 */
export function RequireAccess({
  access,
  children,
}: {
  access: StaffAccess | undefined
  children: ReactNode
}) {
  const member = useStaffMember()
  const { pathname } = useLocation()
  const refusal = access && accessRefusal(member, access)
  if (!access || !refusal) return children
  if (pathname === paths.staff.queue && staffHome(member) !== paths.staff.queue) {
    return <Navigate to={staffHome(member)} replace />
  }
  return <NoPermission access={access} refusal={refusal} member={member} />
}

function NoPermission({
  access,
  refusal,
  member,
}: {
  access: StaffAccess
  refusal: NonNullable<ReturnType<typeof accessRefusal>>
  member: StaffMember
}) {
  const { t, i18n } = useTranslation()
  const title = t(`staff.titles.${access.title}`)
  useDocumentTitle(title)
  const vendor = member.vendor ? vendorName(member.vendor, i18n.language) : ''
  return (
    <Stack gap="6">
      <PageIntro title={title} size="2xl" />
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(`staff.session.${refusal}Title`)}</Alert.Title>
          <Alert.Description>{t(`staff.session.${refusal}Text`, { vendor })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Link asChild variant="underline" alignSelf="start">
        <RouterLink to={staffHome(member)}>
          {t(member.vendor ? 'staff.session.backToVendorQueue' : 'staff.session.backToQueue')}
        </RouterLink>
      </Link>
    </Stack>
  )
}
