import { Button, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { StaffEnrolled } from '@generated/model'
import { RecoveryCodeList } from '@/components/second-factor/recovery-code-list'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { startStaffSession } from './staff-session'

export const RECOVERY_FILE_NAME = 'staff-recovery-codes.txt'

/**
 * Step 3 of set-up: the ten recovery codes, shown this once (the server keeps only their hashes),
 * to download or copy. The console opens once the reviewer says they are saved.
 */
export function RecoveryCodesStep({ email, enrolled }: { email: string; enrolled: StaffEnrolled }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [saved, setSaved] = useState(false)
  const codes = enrolled.recoveryCodes

  const open = async () => {
    startStaffSession(queryClient, enrolled.session)
    await navigate(paths.staff.queue, { replace: true })
  }

  return (
    <Stack gap="5">
      <Text>{t('staff.setup.recoveryText')}</Text>
      <RecoveryCodeList
        codes={codes}
        file={{
          name: RECOVERY_FILE_NAME,
          heading: t('staff.setup.fileHeading', { email }),
          note: t('staff.setup.fileNote'),
        }}
        texts={{
          list: t('staff.setup.recoveryCodes'),
          download: t('staff.setup.download'),
          copy: t('staff.setup.copyCodes'),
          copied: t('staff.setup.copied'),
          copyFailed: t('staff.setup.copyFailed'),
          saved: t('staff.setup.saved'),
        }}
        saved={saved}
        onSavedChange={setSaved}
      />
      <Button colorPalette="brand" disabled={!saved} onClick={() => void open()} width="full">
        {t('staff.setup.open')}
      </Button>
    </Stack>
  )
}
