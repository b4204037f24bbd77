import { Button } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'

interface SendCodeButtonProps {
  /** Seconds before another code may be asked for (0: now). */
  remaining: number
  pending: boolean
  /** True once a code was sent, to say "send again". */
  sent: boolean
  onClick: () => void
}

/** "Send code", then a countdown until another code may be sent. */
export function SendCodeButton({ remaining, pending, sent, onClick }: SendCodeButtonProps) {
  const { t } = useTranslation()
  const label =
    remaining > 0
      ? t('auth.code.wait', { seconds: remaining })
      : sent
        ? t('auth.code.resend')
        : t('auth.code.send')
  return (
    <Button
      variant="outline"
      flexShrink={0}
      minWidth="8.5rem"
      disabled={remaining > 0}
      loading={pending}
      // Without loadingText the spinner hides the label and the button has no accessible name.
      loadingText={label}
      onClick={onClick}
    >
      {label}
    </Button>
  )
}
