import { Button, type ButtonProps } from '@chakra-ui/react'

interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading' | 'loadingText'> {
  label: string
  pending: boolean
}

/** A form's submit button, busy while its request is pending. */
export function SubmitButton({ label, pending, ...props }: SubmitButtonProps) {
  return (
    // Without loadingText the spinner hides the label and the button has no accessible name.
    <Button type="submit" colorPalette="brand" loading={pending} loadingText={label} {...props}>
      {label}
    </Button>
  )
}
