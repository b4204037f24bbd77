import { Input, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { FormField } from '@/components/form/form-field'
import { CodeInput } from '@/components/form/code-input'
import type { SmsCode, SmsCodeValues } from './use-sms-code'

export interface SmsCodeFieldProps<T extends SmsCodeValues, TOut extends FieldValues = T> {
  form: UseFormReturn<T, unknown, TOut>
  /** From `useSmsCode(form, purpose)`. */
  code: SmsCode
  /** The phone's label (default "phone number"). */
  phoneLabel?: ReactNode
  /** False hides the code (e.g. a contact change that keeps the phone needs none). */
  showCode?: boolean
}

/**
 * A phone number and the SMS code that proves it, with "send code" and its 60 s countdown. The
 * form's schema checks both (phoneRule, smsCodeRule); the hook shows what the send call answers.
 */
export function SmsCodeField<T extends SmsCodeValues, TOut extends FieldValues = T>({
  form,
  code,
  phoneLabel,
  showCode = true,
}: SmsCodeFieldProps<T, TOut>) {
  const { t } = useTranslation()
  const errors = form.formState.errors as Partial<Record<keyof SmsCodeValues, { message?: string }>>
  const field = (name: keyof SmsCodeValues) => form.register(name as Path<T>)
  return (
    <Stack gap="5">
      <FormField label={phoneLabel ?? t('sms.phone')} error={errors.phone?.message} required>
        <Input {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" />
      </FormField>
      {showCode && (
        <FormField
          label={t('sms.code')}
          error={errors.smsCode?.message}
          helperText={t('sms.help')}
          required
        >
          <CodeInput
            registration={field('smsCode')}
            sender={code}
            onSend={() => void code.send()}
          />
        </FormField>
      )}
    </Stack>
  )
}
