import { Button, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { passkeyLogin, passkeyLoginOptions } from '@generated/api/security/security'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { useHydrated } from '@/hooks/use-hydrated'
import { useCompleteSignIn } from '@/lib/session/use-session'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { askForPasskey, browserHasWebAuthn } from '@/lib/passkeys'
import { type SignInMessage, SignInMessageAlert } from './sign-in-message'
import { Code } from '@generated/error-catalogue'

// Loaded after the login page is painted (lazyAfterPage in login-screen.tsx); the passkey library
// only when the button is pressed.

/**
 * "Sign in with a passkey" on the login page: no e-mail or password, and no second step (a passkey
 * unlocked by the developer is two factors). Shown only where the browser has WebAuthn.
 */
export default function PasskeySignIn() {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  // Known in the browser only, after hydration: the page was rendered to HTML without it.
  const supported = useHydrated() && browserHasWebAuthn()
  const [pending, setPending] = useState(false)
  const [message, setMessage] = useState<SignInMessage>()

  async function signIn() {
    setMessage(undefined)
    setPending(true)
    try {
      const { challengeId, options } = await passkeyLoginOptions()
      const credential = await askForPasskey(options)
      if (credential === null) {
        setMessage({ status: 'info', text: t('auth.passkey.cancelled') })
        return
      }
      const session = await passkeyLogin({ challengeId, credential })
      await completeSignIn({ token: session.token, fallback: paths.account.personal })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined
      if (code === Code.accountFrozen) setMessage('frozen')
      else if (code === Code.passkeyFailed) setMessage({ status: 'error', text: errorText(error) })
      else if (error instanceof ApiError) toaster.error({ title: errorText(error) })
      else setMessage({ status: 'error', text: t('auth.passkey.unavailable') })
    } finally {
      setPending(false)
    }
  }

  if (!supported) return null
  return (
    <Stack gap="4">
      <SignInMessageAlert message={message} />
      <Button
        variant="outline"
        width="full"
        onClick={() => void signIn()}
        loading={pending}
        loadingText={t('auth.passkey.signIn')}
      >
        {t('auth.passkey.signIn')}
      </Button>
    </Stack>
  )
}
