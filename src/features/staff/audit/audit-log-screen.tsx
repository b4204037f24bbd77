import { Heading } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n-core'
import '@/lib/staff-messages'

// A stand-in until the audit log screen is built (issue 31): the route table needs the name.
export function AuditLogScreen() {
  const { t } = useTranslation()
  return (
    <Heading as="h1" size="xl">
      {t('staff.titles.audit')}
    </Heading>
  )
}
