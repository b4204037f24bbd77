import { Field } from '@ark-ui/react/field'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n-core'

export interface FormFieldProps {
  label: ReactNode
  /** The input; the field (Ark's, as under Chakra's) wires its id, aria-invalid and aria-describedby. */
  children: ReactNode
  /**
   * The error message: an i18n key such as the `validation.*` keys of src/lib/validation.ts (with
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

/**
 * Label, input, helper text and translated error in one, for every form of the portal. Ark's field
 * (what Chakra's Field is made of) with the classes of Chakra's field recipe (src/theme/plain.ts):
 * it looks and behaves as Chakra's, without resolving styles at each render of a form.
 */
export function FormField({ label, children, error, helperText, required }: FormFieldProps) {
  const message = useErrorText(error)
  return (
    <Field.Root
      className="field"
      data-orientation="vertical"
      invalid={Boolean(error)}
      required={required}
    >
      <Field.Label className="field__label">
        {label}
        {required && <Field.RequiredIndicator className="field__required-indicator" />}
      </Field.Label>
      {children}
      {helperText && !error && (
        <Field.HelperText className="field__helper-text">{helperText}</Field.HelperText>
      )}
      {message && <Field.ErrorText className="field__error-text">{message}</Field.ErrorText>}
    </Field.Root>
  )
}
