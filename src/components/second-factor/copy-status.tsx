import { Text } from '@chakra-ui/react'
import type { CopyState } from './use-copy'

export interface CopyTexts {
  copied: string
  copyFailed: string
}

/** What a copy button did, said beside it (a status, so a screen reader hears it too). */
export function CopyStatus({ state, texts }: { state: CopyState; texts: CopyTexts }) {
  return (
    <Text role="status" fontSize="sm" color={state === 'failed' ? 'fg.error' : 'fg.muted'}>
      {state === 'copied' && texts.copied}
      {state === 'failed' && texts.copyFailed}
    </Text>
  )
}
