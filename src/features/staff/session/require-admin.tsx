import { Alert, Link, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { PageIntro } from '@/components/ui/page-intro'
import { paths } from '@/config/paths'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { useTranslation } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-messages'
import { useStaffMember } from './staff-member-context'
import { hasStaffRole } from './staff-session'

/**
 * A page for administrators only (the audit log): a reviewer reads why it does not open, with the
 * page's title, instead of a blank page or the server's 21004 on every call.
 */
export function RequireAdmin({ title, children }: { title: string; children: ReactNode }) {
  const member = useStaffMember()
  if (hasStaffRole(member, 'admin')) return children
  return <NeedsAdmin title={title} />
}

function NeedsAdmin({ title }: { title: string }) {
  const { t } = useTranslation()
  useDocumentTitle(title)
  return (
    <Stack gap="6">
      <PageIntro title={title} size="2xl" />
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('staff.session.needsAdminTitle')}</Alert.Title>
          <Alert.Description>{t('staff.session.needsAdminText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <Link asChild variant="underline" alignSelf="start">
        <RouterLink to={paths.staff.queue}>{t('staff.session.backToQueue')}</RouterLink>
      </Link>
    </Stack>
  )
}
