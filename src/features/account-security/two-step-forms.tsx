import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  confirmTwoStep,
  disableTwoStep,
  renewRecoveryCodes,
} from '@generated/api/security/security'
import type { AuthenticatorSecret as Secret } from '@generated/model'
import { FormField } from '@/components/form/form-field'
import { PasswordInput } from '@/components/form/password-input'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { AuthenticatorSecret } from '@/components/second-factor/authenticator-secret'
import { OtpQrCode } from '@/components/second-factor/otp-qr-code'
import { totpInput } from '@/components/second-factor/code-rules'
import { RecoveryCodeList } from '@/components/second-factor/recovery-code-list'
import { toaster } from '@/components/ui/toaster'
import { useSession } from '@/lib/session/use-session'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'
import { useTranslation } from '@/lib/i18n/i18n-core'
import {
  confirmTwoStepResolver,
  turnOffResolver,
  type CodeValues,
  type TurnOffValues,
} from './security-forms'
import { NOT_PROVED, useWithProof } from '@/components/recent-proof/recent-proof'
import { Code } from '@generated/error-catalogue'

// The steps of two-step sign-in that follow a click (enrol, save the codes, renew, turn off), with
// react-hook-form and the contract's rules: loaded after the page (two-step-section.tsx), so that
// its first load carries only the status.

const isCode = (error: unknown, code: number) => error instanceof ApiError && error.code === code

/** A code wrong or tried too often is said on the code field. */
const CODE_ERRORS = { [Code.wrongCode]: 'code', [Code.tooManyWrongCodes]: 'code' } as const

export const RECOVERY_FILE_NAME = 'recovery-codes.txt'

export type TwoStepFormView =
  | { step: 'enrol'; secret: Secret }
  | { step: 'codes'; codes: string[]; doneText: string }
  | { step: 'renew' }
  | { step: 'turnOff' }

export interface TwoStepFormsProps {
  view: TwoStepFormView
  /** New recovery codes to show (after enrolling or renewing). */
  onCodes: (codes: string[]) => void
  /** The codes are saved, or two-step sign-in was turned off: back to the status. */
  onDone: () => void
  /** The enrolment lapsed (441 twoStepNotStarted). */
  onLapsed: () => void
  onCancel: () => void
  /** 31005/31006 handled (the state changed elsewhere); false for any other error. */
  onOutOfDate: (error: unknown) => boolean
}

export default function TwoStepForms({
  view,
  onCodes,
  onDone,
  onLapsed,
  onCancel,
  onOutOfDate,
}: TwoStepFormsProps) {
  switch (view.step) {
    case 'enrol':
      return (
        <EnrolForm
          secret={view.secret}
          onDone={onCodes}
          onLapsed={onLapsed}
          onCancel={onCancel}
          onOutOfDate={onOutOfDate}
        />
      )
    case 'codes':
      return <SaveCodes codes={view.codes} onDone={onDone} />
    case 'renew':
      return <RenewForm onDone={onCodes} onCancel={onCancel} onOutOfDate={onOutOfDate} />
    case 'turnOff':
      return <TurnOffForm onDone={onDone} onCancel={onCancel} onOutOfDate={onOutOfDate} />
  }
}

function FormButtons({
  submitLabel,
  pending,
  onCancel,
  danger,
}: {
  submitLabel: string
  pending: boolean
  onCancel: () => void
  danger?: boolean
}) {
  const { t } = useTranslation()
  return (
    <HStack gap="3" wrap="wrap">
      <SubmitButton label={submitLabel} pending={pending} colorPalette={danger ? 'red' : 'brand'} />
      <Button variant="ghost" onClick={onCancel} disabled={pending}>
        {t('security.twoStep.cancel')}
      </Button>
    </HStack>
  )
}

function EnrolForm({
  secret,
  onDone,
  onLapsed,
  onCancel,
  onOutOfDate,
}: {
  secret: Secret
  onDone: (codes: string[]) => void
  onLapsed: () => void
  onCancel: () => void
  onOutOfDate: (error: unknown) => boolean
}) {
  const { t } = useTranslation()
  const { register, handleSubmit, setError, formState } = useForm<CodeValues>({
    resolver: confirmTwoStepResolver,
    defaultValues: { code: '' },
  })
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onDone((await confirmTwoStep({ code })).recoveryCodes)
    } catch (error) {
      // The pending secret lapsed (30 minutes) or was replaced: only a new start can go on.
      if (error instanceof ApiError && error.reason === 'twoStepNotStarted') onLapsed()
      else if (!onOutOfDate(error)) showApiError(error, setError, CODE_ERRORS)
    }
  })
  return (
    <Stack gap="5">
      <Text>{t('security.twoStep.scanText')}</Text>
      <OtpQrCode
        uri={secret.otpauthUri}
        alt={t('security.twoStep.qrAlt')}
        failedText={t('security.twoStep.qrFailed')}
      />
      <AuthenticatorSecret
        secret={secret.secret}
        texts={{
          label: t('security.twoStep.secretLabel'),
          copy: t('security.twoStep.copySecret'),
          copied: t('security.twoStep.copied'),
          copyFailed: t('security.twoStep.copyFailed'),
        }}
      />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5" maxW="sm">
          <FormField
            label={t('security.twoStep.code')}
            error={formState.errors.code?.message}
            required
          >
            <Input {...register('code')} {...totpInput} />
          </FormField>
          <FormButtons
            submitLabel={t('security.twoStep.confirm')}
            pending={formState.isSubmitting}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </Stack>
  )
}

/** The recovery codes, shown this once; closed only once the developer says they are saved. */
function SaveCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation()
  const { user } = useSession()
  const [saved, setSaved] = useState(false)
  return (
    <Stack gap="5">
      <Text>{t('security.twoStep.codesText')}</Text>
      <RecoveryCodeList
        codes={codes}
        file={{
          name: RECOVERY_FILE_NAME,
          heading: t('security.twoStep.fileHeading', { email: user?.email ?? '' }),
          note: t('security.twoStep.fileNote'),
        }}
        texts={{
          list: t('security.twoStep.codesList'),
          download: t('security.twoStep.download'),
          copy: t('security.twoStep.copyCodes'),
          copied: t('security.twoStep.copied'),
          copyFailed: t('security.twoStep.copyFailed'),
          saved: t('security.twoStep.saved'),
        }}
        saved={saved}
        onSavedChange={setSaved}
      />
      <div>
        <Button colorPalette="brand" disabled={!saved} onClick={onDone}>
          {t('security.twoStep.done')}
        </Button>
      </div>
    </Stack>
  )
}

/** New recovery codes: asked for with one click, after a fresh proof when the server wants one. */
function RenewForm({
  onDone,
  onCancel,
  onOutOfDate,
}: {
  onDone: (codes: string[]) => void
  onCancel: () => void
  onOutOfDate: (error: unknown) => boolean
}) {
  const { t } = useTranslation()
  const withProof = useWithProof()
  const [pending, setPending] = useState(false)
  async function renew() {
    setPending(true)
    try {
      const answer = await withProof(() => renewRecoveryCodes())
      if (answer !== NOT_PROVED) onDone(answer.recoveryCodes)
    } catch (error) {
      if (!onOutOfDate(error)) toaster.error({ title: errorText(error) })
    } finally {
      setPending(false)
    }
  }
  return (
    <Stack gap="5" maxW="sm">
      <Text>{t('security.twoStep.renewText')}</Text>
      <HStack gap="3" wrap="wrap">
        <Button
          colorPalette="brand"
          loading={pending}
          loadingText={t('security.twoStep.renewSubmit')}
          onClick={() => void renew()}
        >
          {t('security.twoStep.renewSubmit')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('security.twoStep.cancel')}
        </Button>
      </HStack>
    </Stack>
  )
}

function TurnOffForm({
  onDone,
  onCancel,
  onOutOfDate,
}: {
  onDone: () => void
  onCancel: () => void
  onOutOfDate: (error: unknown) => boolean
}) {
  const { t } = useTranslation()
  const { register, handleSubmit, setError, formState } = useForm<TurnOffValues>({
    resolver: turnOffResolver,
    defaultValues: { password: '', code: '' },
  })
  const { errors, isSubmitting } = formState
  const onSubmit = handleSubmit(async (values) => {
    try {
      await disableTwoStep(values)
      onDone()
    } catch (error) {
      if (onOutOfDate(error)) return
      // The catalogue's 10010 speaks of "account or password" (sign-in's wording); here only the
      // password can be wrong.
      if (isCode(error, Code.wrongAccountOrPassword)) {
        const message = 'security.twoStep.wrongPassword'
        setError('password', { type: 'server', message }, { shouldFocus: true })
      } else {
        showApiError(error, setError, CODE_ERRORS)
      }
    }
  })
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="5" maxW="sm">
        <Text>{t('security.twoStep.turnOffText')}</Text>
        <FormField label={t('security.twoStep.password')} error={errors.password?.message} required>
          <PasswordInput {...register('password')} autoComplete="current-password" />
        </FormField>
        <FormField
          label={t('security.twoStep.secondFactor')}
          error={errors.code?.message}
          helperText={t('security.twoStep.secondFactorHelp')}
          required
        >
          <Input {...register('code')} autoComplete="one-time-code" maxLength={20} />
        </FormField>
        <FormButtons
          submitLabel={t('security.twoStep.turnOffSubmit')}
          pending={isSubmitting}
          onCancel={onCancel}
          danger
        />
      </Stack>
    </form>
  )
}
