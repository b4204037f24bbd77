import {
  Button,
  Dialog,
  HStack,
  Input,
  Portal,
  Separator,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { useForm } from 'react-hook-form'
import {
  passkeyLoginOptions,
  useGetAccountSecurity,
  verifyIdentity,
} from '@generated/api/security/security'
import { FormField } from '@/components/form/form-field'
import { PasswordInput } from '@/components/form/password-input'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { totpInput } from '@/components/second-factor/code-rules'
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert'
import '@/lib/i18n/account-area-messages'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { askForPasskey, browserHasWebAuthn } from '@/lib/passkeys'
import { Code } from '@generated/error-catalogue'
import type { ProofReason } from './recent-proof'
import { verifyIdentityResolver, type VerifyIdentityValues } from './verify-identity-form'

/** A code wrong or tried too often is said on the code field. */
const CODE_ERRORS = { [Code.wrongCode]: 'code', [Code.tooManyWrongCodes]: 'code' } as const

export interface VerifyIdentityDialogProps {
  /** Two-step sign-in is on: the password goes with an authenticator code (read when left out). */
  twoStepEnabled?: boolean
  /** The account has passkeys: one of them may prove it instead (read when left out). */
  hasPasskeys?: boolean
  /** Why the proof is asked for (the security page's text by default). */
  reason?: ProofReason
  onVerified: () => void
  onCancel: () => void
}

/**
 * "Confirm it's you": the password (with an authenticator code when two-step sign-in is on), or
 * a passkey of the account. Mounted open by RecentProofProvider when a call answered 31008; closed
 * by proving (onVerified) or by cancel, Escape or the backdrop (onCancel). A page that did not say
 * how the account signs in has it read here first.
 */
export default function VerifyIdentityDialog(props: VerifyIdentityDialogProps) {
  const { twoStepEnabled, hasPasskeys, onCancel } = props
  // Escape and the backdrop close the dialog, except while the proof is on its way.
  const busy = useRef(false)
  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open && !busy.current) onCancel()
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            {twoStepEnabled === undefined || hasPasskeys === undefined ? (
              <WithAccountSecurity {...props} busy={busy} />
            ) : (
              <VerifyIdentityForm
                {...props}
                twoStepEnabled={twoStepEnabled}
                hasPasskeys={hasPasskeys}
                busy={busy}
              />
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

/** Whether the form is waiting for an answer, for the dialog around it. */
type BusyRef = RefObject<boolean>

/**
 * The dialog's content while the account's second factors are read (or when they could not be),
 * then the form: the same dialog throughout, its focus moved to the password once it is there.
 */
function WithAccountSecurity(props: VerifyIdentityDialogProps & { busy: BusyRef }) {
  const { t } = useTranslation()
  const security = useGetAccountSecurity({ query: { meta: { silent: true } } })
  if (security.data) {
    return (
      <VerifyIdentityForm
        {...props}
        twoStepEnabled={security.data.twoStep.enabled}
        hasPasskeys={security.data.passkeys.length > 0}
        focusPassword
      />
    )
  }
  return (
    <>
      <DialogHeader />
      <Dialog.Body>
        {security.isError ? (
          <OutcomeAlert outcome={{ status: 'error', text: t('security.verify.loadFailed') }} />
        ) : (
          <Stack gap="3" aria-busy="true">
            <Text>{t('security.verify.loading')}</Text>
            <Skeleton height="10" />
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={props.onCancel}>
          {t('security.verify.cancel')}
        </Button>
        {security.isError && (
          <Button colorPalette="brand" onClick={() => void security.refetch()}>
            {t('security.verify.retry')}
          </Button>
        )}
      </Dialog.Footer>
    </>
  )
}

function DialogHeader() {
  const { t } = useTranslation()
  return (
    <Dialog.Header>
      <Dialog.Title>{t('security.verify.title')}</Dialog.Title>
    </Dialog.Header>
  )
}

function VerifyIdentityForm({
  twoStepEnabled,
  hasPasskeys,
  reason,
  onVerified,
  onCancel,
  busy: busyRef,
  focusPassword = false,
}: VerifyIdentityDialogProps & {
  twoStepEnabled: boolean
  hasPasskeys: boolean
  busy: BusyRef
  /** The form replaced a loading state: focus goes to the password, as it would have on opening. */
  focusPassword?: boolean
}) {
  const { t } = useTranslation()
  const { register, handleSubmit, setError, setFocus, formState } = useForm<VerifyIdentityValues>({
    resolver: verifyIdentityResolver(twoStepEnabled),
    defaultValues: { password: '', code: '' },
  })
  const { errors, isSubmitting } = formState
  const [passkeyPending, setPasskeyPending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const offerPasskey = hasPasskeys && browserHasWebAuthn()
  const busy = isSubmitting || passkeyPending
  useEffect(() => {
    busyRef.current = busy
  }, [busy, busyRef])
  useEffect(() => {
    if (focusPassword) setFocus('password')
  }, [focusPassword, setFocus])

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
    <form onSubmit={onSubmit} noValidate>
      <DialogHeader />
      <Dialog.Body>
        <Stack gap="4">
          <Text>
            {reason
              ? twoStepEnabled
                ? reason.textTwoStep
                : reason.text
              : t(twoStepEnabled ? 'security.verify.textTwoStep' : 'security.verify.text')}
          </Text>
          <FormField
            label={t('security.verify.password')}
            error={errors.password?.message}
            required
          >
            <PasswordInput {...register('password')} autoComplete="current-password" />
          </FormField>
          {twoStepEnabled && (
            <FormField label={t('security.verify.code')} error={errors.code?.message} required>
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
  )
}
