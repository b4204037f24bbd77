import { Button, Dialog, HStack, Input, Portal, Separator, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { passkeyLoginOptions, verifyIdentity } from '@generated/api/security/security'
import { FormField } from '@/components/form/form-field'
import { PasswordInput } from '@/components/form/password-input'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { askForPasskey, browserHasWebAuthn } from '@/lib/passkeys'
import { OutcomeAlert, type Outcome } from './outcome-alert'
import { totpInput, verifyIdentityResolver, type VerifyIdentityValues } from './security-forms'
import { Code } from '@generated/error-catalogue'

/** A code wrong or tried too often is said on the code field. */
const CODE_ERRORS = { [Code.wrongCode]: 'code', [Code.tooManyWrongCodes]: 'code' } as const

export interface VerifyIdentityDialogProps {
  /** Two-step sign-in is on: the password goes with an authenticator code. */
  twoStepEnabled: boolean
  /** The account has passkeys: one of them may prove it instead. */
  hasPasskeys: boolean
  onVerified: () => void
  onCancel: () => void
}

/**
 * "Confirm it's you": the password (with an authenticator code when two-step sign-in is on), or
 * a passkey of the account. Mounted open by RecentProofProvider when a call answered 31008; closed
 * by proving (onVerified) or by cancel, Escape or the backdrop (onCancel).
 */
export default function VerifyIdentityDialog({
  twoStepEnabled,
  hasPasskeys,
  onVerified,
  onCancel,
}: VerifyIdentityDialogProps) {
  const { t } = useTranslation()
  const { register, handleSubmit, setError, formState } = useForm<VerifyIdentityValues>({
    resolver: verifyIdentityResolver(twoStepEnabled),
    defaultValues: { password: '', code: '' },
  })
  const { errors, isSubmitting } = formState
  const [passkeyPending, setPasskeyPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const offerPasskey = hasPasskeys && browserHasWebAuthn()
  const busy = isSubmitting || passkeyPending

  const onSubmit = handleSubmit(async ({ password, code }) => {
    setOutcome(undefined)
    try {
      await verifyIdentity(twoStepEnabled ? { password, code } : { password })
      onVerified()
    } catch (error) {
      // The catalogue's 10010 speaks of "account or password"; here only the password can be wrong.
      if (error instanceof ApiError && error.code === Code.wrongAccountOrPassword) {
        const message = 'security.verify.wrongPassword'
        setError('password', { type: 'server', message }, { shouldFocus: true })
      } else {
        showApiError(error, setError, CODE_ERRORS)
      }
    }
  })

  async function proveWithPasskey() {
    setOutcome(undefined)
    setPasskeyPending(true)
    try {
      const { challengeId, options } = await passkeyLoginOptions()
      const credential = await askForPasskey(options)
      if (credential === null) {
        setOutcome({ status: 'info', text: t('security.verify.passkeyCancelled') })
        return
      }
      await verifyIdentity({ challengeId, credential })
      onVerified()
    } catch (error) {
      const text =
        error instanceof ApiError
          ? error.code === Code.passkeyFailed
            ? t('security.verify.passkeyFailed')
            : errorText(error)
          : t('security.verify.passkeyFailed')
      setOutcome({ status: 'error', text })
    } finally {
      setPasskeyPending(false)
    }
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !busy) onCancel()
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('security.verify.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text>
                    {t(twoStepEnabled ? 'security.verify.textTwoStep' : 'security.verify.text')}
                  </Text>
                  <FormField
                    label={t('security.verify.password')}
                    error={errors.password?.message}
                    required
                  >
                    <PasswordInput {...register('password')} autoComplete="current-password" />
                  </FormField>
                  {twoStepEnabled && (
                    <FormField
                      label={t('security.verify.code')}
                      error={errors.code?.message}
                      required
                    >
                      <Input {...register('code')} {...totpInput} />
                    </FormField>
                  )}
                  <OutcomeAlert outcome={outcome} />
                  {offerPasskey && (
                    <>
                      <HStack gap="3" color="fg.muted" fontSize="sm">
                        <Separator flex="1" />
                        <Text>{t('security.verify.or')}</Text>
                        <Separator flex="1" />
                      </HStack>
                      <Button
                        variant="outline"
                        loading={passkeyPending}
                        loadingText={t('security.verify.usePasskey')}
                        disabled={isSubmitting}
                        onClick={() => void proveWithPasskey()}
                      >
                        {t('security.verify.usePasskey')}
                      </Button>
                    </>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onCancel} disabled={busy}>
                  {t('security.verify.cancel')}
                </Button>
                <SubmitButton
                  label={t('security.verify.submit')}
                  pending={isSubmitting}
                  disabled={passkeyPending}
                />
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
