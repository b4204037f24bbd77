import { Input, Stack, Text } from '@chakra-ui/react'
import { useForm } from 'react-hook-form'
import { staffSetupConfirm } from '@generated/api/staff/staff'
import type { StaffEnrolled, StaffSetup } from '@generated/model'
import { FormField } from '@/components/form/form-field'
import { useFormReady } from '@/components/form/use-form-ready'
import { showApiError } from '@/components/form/show-api-error'
import { SubmitButton } from '@/components/form/submit-button'
import { AuthenticatorSecret } from '@/components/second-factor/authenticator-secret'
import { OtpQrCode } from '@/components/second-factor/otp-qr-code'
import { ApiError } from '@/lib/api/api-client'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { staffTotpResolver, type StaffTotpValues } from './staff-forms'
import { Code } from '@generated/error-catalogue'

/** Step 2 of set-up: link an authenticator (QR code or the key typed), then prove it with a code. */
export function AuthenticatorStep({
  token,
  setup,
  onDone,
  onLinkInvalid,
}: {
  token: string
  setup: StaffSetup
  onDone: (enrolled: StaffEnrolled) => void
  onLinkInvalid: () => void
}) {
  const { t } = useTranslation()
  const { register, handleSubmit, setError, formState } = useForm<StaffTotpValues>({
    resolver: staffTotpResolver,
    defaultValues: { code: '' },
  })
  const { errors, isSubmitting } = formState

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      onDone(await staffSetupConfirm({ setupToken: token, code }))
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.setupLinkInvalid) onLinkInvalid()
      else showApiError(error, setError, { [Code.wrongStaffCode]: 'code' })
    }
  })

  const ready = useFormReady(formState)

  if (!ready) return null
  return (
    <Stack gap="5">
      <Text>{t('staff.setup.account', { email: setup.email })}</Text>
      <Text>{t('staff.setup.scanText')}</Text>
      <OtpQrCode
        uri={setup.otpauthUri}
        alt={t('staff.setup.qrAlt', { email: setup.email })}
        failedText={t('staff.setup.qrFailed')}
      />
      <AuthenticatorSecret
        secret={setup.secret}
        texts={{
          label: t('staff.setup.secretLabel'),
          copy: t('staff.setup.copySecret'),
          copied: t('staff.setup.copied'),
          copyFailed: t('staff.setup.copyFailed'),
        }}
      />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <FormField label={t('staff.setup.code')} error={errors.code?.message} required>
            <Input
              {...register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
            />
          </FormField>
          <SubmitButton label={t('staff.setup.confirm')} pending={isSubmitting} width="full" />
        </Stack>
      </form>
    </Stack>
  )
}
