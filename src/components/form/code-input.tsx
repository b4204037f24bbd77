import { HStack, Input } from '@chakra-ui/react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { SendCodeButton } from './send-code-button'

interface CodeInputProps {
  registration: UseFormRegisterReturn
  /** The state of the code being sent (the e-mail, SMS and change screens' senders all have it). */
  sender: { remaining: number; pending: boolean; sent: boolean }
  onSend: () => void
}

/** A 6-digit code input with its "send code" button and countdown (inside a FormField). */
export function CodeInput({ registration, sender, onSend }: CodeInputProps) {
  return (
    <HStack gap="2" width="full">
      <Input
        {...registration}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        flex="1"
        minWidth="0"
      />
      <SendCodeButton
        remaining={sender.remaining}
        pending={sender.pending}
        sent={sender.sent}
        onClick={onSend}
      />
    </HStack>
  )
}
