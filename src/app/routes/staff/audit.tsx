import { AuditLogScreen } from '@/features/staff/audit/audit-log-screen'
import { RequireAdmin } from '@/features/staff/session/require-admin'
import { useTranslation } from '@/lib/i18n/i18n-core'
import '@/features/staff/staff-messages'

/** /staff/audit: the audit log, for admins only (a reviewer is told what needs an admin). */
export function AuditRoute() {
  const { t } = useTranslation()
  return (
    <RequireAdmin title={t('staff.titles.audit')}>
      <AuditLogScreen />
    </RequireAdmin>
  )
}
