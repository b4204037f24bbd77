import { Alert } from '@chakra-ui/react'

/** Why the last try did not get there: calm (the user cancelled) or a failure. */
export interface Outcome {
  status: 'info' | 'error'
  text: string
}

/** A form's outcome line: a failure is announced at once (alert), a calm note politely (status). */
export function OutcomeAlert({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) return null
  return (
    <Alert.Root status={outcome.status} role={outcome.status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{outcome.text}</Alert.Title>
    </Alert.Root>
  )
}
