import { HStack, Input } from '@chakra-ui/react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { SendCodeButton } from '@/components/form/send-code-button'
import type { CodeSender } from './use-code-sender'

interface CodeInputProps {
  registration: UseFormRegisterReturn
  sender: CodeSender
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
