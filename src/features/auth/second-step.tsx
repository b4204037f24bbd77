import { Button, Heading, Input, Link, Stack, Text } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { accountLoginSecondStep } from '@generated/api/security/security'
import type { SecondStep } from '@generated/model'
import { accountLoginSecondStepBodyCodeRegExp } from '@generated/zod/security/security.zod'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { toaster } from '@/components/ui/toaster'
import { paths } from '@/config/paths'
import { useCompleteSignIn } from '@/lib/session/use-session'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { type SignInMessage, SignInMessageAlert } from './sign-in-message'
import { askForPasskey } from '@/lib/passkeys'
import { Code } from '@generated/error-catalogue'

// Loaded only when accountLogin answers 31001 (login-screen.tsx): most sign-ins never need it.

/** Codes said above the form: too many wrong codes (31004), a passkey that failed (31007). */
const SHOWN_ABOVE = new Set<number>([Code.tooManyWrongCodes, Code.passkeyFailed])

type Mode = 'totp' | 'recovery'
/** Authenticator apps show the code in groups ("123 456"); recovery codes are lower-case. */
const normalised = (code: string) => code.replace(/\s+/g, '').toLowerCase()

export interface SecondStepFormProps {
  email: string
  step: SecondStep
  /** Back to the password (the developer chose to). */
  onBack: () => void
  /** The step can no longer be used (31003): back to the password, saying why. */
  onExpired: (message: string) => void
}

/**
 * The second step of a sign-in whose account has two-step sign-in on: an authenticator code by
 * default, a recovery code on request, or one of the account's passkeys when it has any.
 */
export default function SecondStepForm({ email, step, onBack, onExpired }: SecondStepFormProps) {
  const { t } = useTranslation()
  const completeSignIn = useCompleteSignIn()
  const [mode, setMode] = useState<Mode>('totp')
  const [message, setMessage] = useState<SignInMessage>()
  const [passkeyPending, setPasskeyPending] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const modeChanged = useRef(false)
  const { register, handleSubmit, setError, resetField, setFocus, formState } = useForm<{
    code: string
  }>({ defaultValues: { code: '' } })
  const { errors, isSubmitting } = formState
  const passkeyOptions = step.methods.includes('passkey') ? step.passkeyOptions : null
  const busy = isSubmitting || passkeyPending

  // A new part of the page took the place of the password form: a screen reader starts here.
  useEffect(() => heading.current?.focus(), [])
  useEffect(() => {
    if (modeChanged.current) setFocus('code')
  }, [mode, setFocus])

  async function send(answer: { code: string } | { credential: string }) {
    setMessage(undefined)
    try {
      const session = await accountLoginSecondStep({ stepToken: step.stepToken, ...answer })
      await completeSignIn({ token: session.token, fallback: paths.account.personal })
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined
      if (code === Code.signInExpired) onExpired(errorText(error))
      else if (code === Code.wrongCode && 'code' in answer) {
        resetField('code')
        setError('code', { type: 'server', message: errorText(error) }, { shouldFocus: true })
      } else if (code === Code.accountFrozen) setMessage('frozen')
      else if (code !== undefined && SHOWN_ABOVE.has(code))
        setMessage({ status: 'error', text: errorText(error) })
      else toaster.error({ title: errorText(error) })
    }
  }

  const onSubmit = handleSubmit(({ code }) => send({ code: normalised(code) }))

  async function answerWithPasskey() {
    if (!passkeyOptions) return
    setMessage(undefined)
    setPasskeyPending(true)
    try {
      const credential = await askForPasskey(passkeyOptions)
      if (credential === null) setMessage({ status: 'info', text: t('auth.passkey.cancelled') })
      else await send({ credential })
    } catch {
      setMessage({ status: 'error', text: t('auth.passkey.unavailable') })
    } finally {
      setPasskeyPending(false)
    }
  }

  function switchMode() {
    modeChanged.current = true
    resetField('code')
    setMode(mode === 'totp' ? 'recovery' : 'totp')
  }

  const totp = mode === 'totp'
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h2" size="lg" ref={heading} tabIndex={-1}>
          {t('auth.secondStep.title')}
        </Heading>
        <Text color="fg.muted" overflowWrap="anywhere">
          {t('auth.secondStep.signingIn', { email })}
        </Text>
      </Stack>
      <SignInMessageAlert message={message} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <FormField
            label={t(totp ? 'auth.secondStep.totpLabel' : 'auth.secondStep.recoveryLabel')}
            helperText={t(totp ? 'auth.secondStep.totpHelp' : 'auth.secondStep.recoveryHelp')}
            error={errors.code?.message}
            required
          >
            <Input
              {...register('code', {
                validate: (code) =>
                  accountLoginSecondStepBodyCodeRegExp.test(normalised(code)) ||
                  (totp ? 'auth.secondStep.totpInvalid' : 'auth.secondStep.recoveryInvalid'),
              })}
              inputMode={totp ? 'numeric' : 'text'}
              autoComplete={totp ? 'one-time-code' : 'off'}
              autoCapitalize="off"
              spellCheck={false}
            />
          </FormField>
          <SubmitButton
            label={t('auth.secondStep.submit')}
            pending={isSubmitting}
            disabled={passkeyPending}
            width="full"
          />
        </Stack>
      </form>
      <Link asChild variant="underline" alignSelf="center">
        <button type="button" onClick={switchMode} disabled={busy}>
          {t(totp ? 'auth.secondStep.useRecovery' : 'auth.secondStep.useTotp')}
        </button>
      </Link>
      {passkeyOptions && (
        <Button
          variant="outline"
          width="full"
          onClick={() => void answerWithPasskey()}
          loading={passkeyPending}
          loadingText={t('auth.secondStep.usePasskey')}
          disabled={isSubmitting}
        >
          {t('auth.secondStep.usePasskey')}
        </Button>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('auth.secondStep.expiryNote')}
      </Text>
      <Button variant="ghost" alignSelf="center" onClick={onBack} disabled={busy}>
        {t('auth.secondStep.back')}
      </Button>
    </Stack>
  )
}
