import { Input } from '@chakra-ui/react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { CodeInput } from '@/components/form/code-input'
import { FormField } from '@/components/form/form-field'
import { CaptchaField, type Captcha } from './captcha-field'
import type { useEmailCode } from './use-email-code'

interface EmailCodeValues extends FieldValues {
  email: string
  captchaAnswer: string
  emailCode: string
}

interface EmailCodeFieldsProps<T extends EmailCodeValues> {
  form: UseFormReturn<T>
  captcha: Captcha
  code: ReturnType<typeof useEmailCode>
}

/** E-mail, captcha and the e-mail code with its "send code" button: the start of the e-mail flows. */
export function EmailCodeFields<T extends EmailCodeValues>({
  form,
  captcha,
  code,
}: EmailCodeFieldsProps<T>) {
  const { t } = useTranslation()
  const errors = form.formState.errors as Partial<
    Record<keyof EmailCodeValues, { message?: string }>
  >
  const field = (name: keyof EmailCodeValues) => form.register(name as Path<T>)
  return (
    <>
      <FormField label={t('auth.fields.email')} error={errors.email?.message} required>
        <Input {...field('email')} type="email" autoComplete="email" inputMode="email" />
      </FormField>
      <CaptchaField
        captcha={captcha}
        registration={field('captchaAnswer')}
        error={errors.captchaAnswer?.message}
      />
      <FormField
        label={t('auth.fields.emailCode')}
        error={errors.emailCode?.message}
        helperText={t('auth.code.help')}
        required
      >
        <CodeInput
          registration={field('emailCode')}
          sender={code}
          onSend={() => void code.send()}
        />
      </FormField>
    </>
  )
}
