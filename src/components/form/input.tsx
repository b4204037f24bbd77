import { Field } from '@ark-ui/react/field'
import { forwardRef, type ComponentPropsWithoutRef } from 'react'

/**
 * A text input inside a FormField, as Chakra's Input (outline, md) looks and is wired (Ark's field
 * input: id, aria-invalid, aria-describedby, required), with the classes of Chakra's input recipe
 * (src/theme/plain.ts). Takes react-hook-form's `register(...)` props. No style props.
 */
export const Input = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(
  function Input(props, ref) {
    return (
      <Field.Input ref={ref} className="input" data-size="md" data-variant="outline" {...props} />
    )
  },
)
