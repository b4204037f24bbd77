import { Button, Heading, HStack, Input, Stack } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { passkeyRegistrationOptions, registerPasskey } from '@generated/api/security/security'
import { FormField } from '@/components/form/form-field'
import { SubmitButton } from '@/components/form/submit-button'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { browserRefusal, createPasskey, deviceName } from '@/lib/passkeys'
import { NOT_PROVED, useWithProof } from '@/components/recent-proof/recent-proof'
import { OutcomeAlert, type Outcome } from '@/components/ui/outcome-alert'
import { passkeyNameResolver, type PasskeyNameValues } from './security-forms'
import { Code } from '@generated/error-catalogue'

// Loaded after the page (passkeys-section.tsx): react-hook-form and the contract's rules are not
// in its first load, and @simplewebauthn/browser loads only when a passkey is being created.

/**
 * A passkey's name (a suggestion from this device), then the server's options, the browser's
 * prompt and registerPasskey. The user closing the prompt is said calmly, and nothing is sent.
 */
export default function AddPasskeyForm({
  onAdded,
  onCancel,
}: {
  onAdded: (name: string) => Promise<void>
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const withProof = useWithProof()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const device = deviceName()
  const { register, handleSubmit, formState } = useForm<PasskeyNameValues>({
    resolver: passkeyNameResolver,
    defaultValues: {
      name: device
        ? t('security.passkeys.defaultName', { device })
        : t('security.passkeys.defaultNameUnknown'),
    },
  })
  // Why the last try did not add a passkey: the user cancelled (calm), or it failed.
  const [outcome, setOutcome] = useState<Outcome>()
  // The form is opened by the user: read it from its heading.
  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  const onSubmit = handleSubmit(async ({ name }) => {
    setOutcome(undefined)
    try {
      const options = await withProof(() => passkeyRegistrationOptions())
      // The developer closed the "confirm it's you" dialog: the form stays as it was.
      if (options === NOT_PROVED) return
      let credential: string
      try {
        credential = await createPasskey(options)
      } catch (error) {
        const refusal = browserRefusal(error)
        if (refusal === 'cancelled') {
          setOutcome({ status: 'info', text: t('security.passkeys.cancelled') })
        } else {
          setOutcome({
            status: 'error',
            text: t(
              refusal === 'exists' ? 'security.passkeys.exists' : 'security.passkeys.browserFailed',
            ),
          })
        }
        return
      }
      await registerPasskey({ name, credential })
      await onAdded(name)
    } catch (error) {
      // 441 passkeyLimit and passkeyFailed (the browser's answer did not verify, or its challenge
      // was spent or too old) are said in the form; anything else is toasted.
      if (
        error instanceof ApiError &&
        (error.code === Code.passkeyFailed || error.reason === 'passkeyLimit')
      ) {
        setOutcome({ status: 'error', text: errorText(error) })
      } else {
        toaster.error({ title: errorText(error) })
      }
    }
  })

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="4" maxW="sm">
        <Heading as="h3" size="md" ref={headingRef} tabIndex={-1} outline="none">
          {t('security.passkeys.add')}
        </Heading>
        <FormField
          label={t('security.passkeys.name')}
          error={formState.errors.name?.message}
          helperText={t('security.passkeys.nameHelp')}
          required
        >
          <Input {...register('name')} maxLength={50} autoComplete="off" />
        </FormField>
        <OutcomeAlert outcome={outcome} />
        <HStack gap="3" wrap="wrap">
          <SubmitButton label={t('security.passkeys.create')} pending={formState.isSubmitting} />
          <Button variant="ghost" onClick={onCancel} disabled={formState.isSubmitting}>
            {t('security.passkeys.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  )
}
