import { chakra } from '@chakra-ui/react'
import type { ComponentProps } from 'react'

/**
 * A form holding a dialog's header, body and footer: it passes the dialog's column on to them,
 * so that a long body scrolls between the title and the buttons (the dialog's content keeps its
 * role; a form may not be a dialog).
 */
export function DialogForm(props: ComponentProps<typeof chakra.form>) {
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      flex="1"
      minHeight="0"
      noValidate
      {...props}
    />
  )
}
