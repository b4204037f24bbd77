import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'

export interface FormFieldProps {
  label: ReactNode
  /** The input; Chakra's field wires its id, aria-invalid and aria-describedby. */
  children: ReactNode
  /**
   * The error message: an i18n key such as the `validation.*` keys of validation.ts (with
   * react-hook-form: `errors.email?.message`), or text that is already translated.
   */
  error?: string
  helperText?: ReactNode
  required?: boolean
}

/** A field's error as the visitor reads it: an i18n key translated, other text as it is. */
export function useErrorText(error: string | undefined): string | undefined {
  const { t, i18n } = useTranslation()
  return error && i18n.exists(error) ? t(error) : error
}

/** Label, input, helper text and translated error in one (Chakra's Field), for every form. */
export function FormField({ label, children, error, helperText, required }: FormFieldProps) {
  const message = useErrorText(error)
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  )
}
