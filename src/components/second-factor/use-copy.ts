import { useState } from 'react'

export type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Copy text to the clipboard, and what happened (for a status beside the button): a browser may
 * refuse the clipboard, and then the user is told to copy by hand.
 */
export function useCopy() {
  const [state, setState] = useState<CopyState>('idle')
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setState('copied')
    } catch {
      setState('failed')
    }
  }
  return { state, copy: (text: string) => void copy(text) }
}
