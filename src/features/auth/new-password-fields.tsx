import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { FormField } from '@/components/form/form-field'
import { PasswordInput } from '@/components/form/password-input'

interface NewPasswordValues extends FieldValues {
  password: string
  confirmPassword: string
}

/** A new password and its confirmation, with the rule said up front. */
export function NewPasswordFields<T extends NewPasswordValues>({
  form,
}: {
  form: UseFormReturn<T>
}) {
  const { t } = useTranslation()
  const errors = form.formState.errors as Partial<
    Record<keyof NewPasswordValues, { message?: string }>
  >
  return (
    <>
      <FormField
        label={t('auth.fields.newPassword')}
        error={errors.password?.message}
        helperText={t('validation.password')}
        required
      >
        <PasswordInput {...form.register('password' as Path<T>)} autoComplete="new-password" />
      </FormField>
      <FormField
        label={t('auth.fields.confirmPassword')}
        error={errors.confirmPassword?.message}
        required
      >
        <PasswordInput
          {...form.register('confirmPassword' as Path<T>)}
          autoComplete="new-password"
        />
      </FormField>
    </>
  )
}
