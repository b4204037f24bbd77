import { Button, DataList, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { staffRevealIdentity } from '@generated/api/staff/staff'
import type { RevealedIdentity } from '@generated/model'
import { toaster } from '@/components/ui/toaster'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'

const numbers = ['changeIdNumber', 'accountIdNumber', 'proofIdNumber'] as const
const labels: Record<(typeof numbers)[number], string> = {
  changeIdNumber: 'staffReview.record.changeIdNumber',
  accountIdNumber: 'staffReview.record.accountIdNumber',
  proofIdNumber: 'staffReview.record.revealedProofIdNumber',
}

/**
 * A record's ID numbers are masked until the reviewer asks for them; the server writes each
 * reveal to the audit log, which the reviewer is told before and after.
 */
export function IdentityReveal({ recordId }: { recordId: number }) {
  const { t } = useTranslation()
  const [revealed, setRevealed] = useState<RevealedIdentity>()
  const [pending, setPending] = useState(false)

  async function reveal() {
    setPending(true)
    try {
      setRevealed(await staffRevealIdentity({ id: recordId }))
    } catch (error) {
      toaster.error({ title: errorText(error) })
    } finally {
      setPending(false)
    }
  }

  if (!revealed)
    return (
      <Stack gap="3" alignItems="flex-start">
        <Text color="fg.muted">{t('staffReview.record.identityMasked')}</Text>
        <Button
          variant="outline"
          loading={pending}
          loadingText={t('staffReview.record.reveal')}
          onClick={() => void reveal()}
        >
          {t('staffReview.record.reveal')}
        </Button>
      </Stack>
    )
  return (
    <Stack gap="3">
      <Text role="status">{t('staffReview.record.revealed')}</Text>
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
        {numbers
          .filter((name) => revealed[name] !== null)
          .map((name) => (
            <DataList.Item key={name}>
              <DataList.ItemLabel>{t(labels[name])}</DataList.ItemLabel>
              <DataList.ItemValue fontFamily="mono" wordBreak="break-all">
                {revealed[name]}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    </Stack>
  )
}
