import { Box, Button, chakra, HStack, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import type { StaffEnrolled } from '@generated/model'
import { paths } from '@/config/paths'
import { useTranslation } from '@/lib/i18n-core'
import { startStaffSession } from './staff-session'
import { useCopy } from './use-copy'

export const RECOVERY_FILE_NAME = 'staff-recovery-codes.txt'

/**
 * Step 3 of set-up: the ten recovery codes, shown this once (the server keeps only their hashes),
 * to download or copy. The console opens once the reviewer says they are saved.
 */
export function RecoveryCodesStep({ email, enrolled }: { email: string; enrolled: StaffEnrolled }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { state: copied, copy } = useCopy()
  const [saved, setSaved] = useState(false)
  const codes = enrolled.recoveryCodes
  const text = [
    t('staff.setup.fileHeading', { email }),
    t('staff.setup.fileNote'),
    '',
    ...codes,
    '',
  ].join('\n')
  // Made once; let go when the console opens (a revoke on unmount would also run between
  // StrictMode's two mounts and break the link).
  const [fileUrl] = useState(() =>
    URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' })),
  )

  const open = async () => {
    startStaffSession(queryClient, enrolled.session)
    await navigate(paths.staff.queue, { replace: true })
    URL.revokeObjectURL(fileUrl)
  }

  return (
    <Stack gap="5">
      <Text>{t('staff.setup.recoveryText')}</Text>
      <Box
        as="ol"
        aria-label={t('staff.setup.recoveryCodes')}
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }}
        gap="2"
        paddingX="4"
        paddingY="3"
        bg="bg.muted"
        borderRadius="md"
        listStyleType="none"
        fontFamily="mono"
        fontSize="md"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <HStack gap="3" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <a href={fileUrl} download={RECOVERY_FILE_NAME}>
            {t('staff.setup.download')}
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={() => copy(codes.join('\n'))}>
          {t('staff.setup.copyCodes')}
        </Button>
        <Text role="status" fontSize="sm" color={copied === 'failed' ? 'fg.error' : 'fg.muted'}>
          {copied === 'copied' && t('staff.setup.copied')}
          {copied === 'failed' && t('staff.setup.copyFailed')}
        </Text>
      </HStack>
      <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
        <chakra.input
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.target.checked)}
          boxSize="4"
          accentColor="brand.solid"
        />
        {t('staff.setup.saved')}
      </chakra.label>
      <Button colorPalette="brand" disabled={!saved} onClick={() => void open()} width="full">
        {t('staff.setup.open')}
      </Button>
    </Stack>
  )
}
