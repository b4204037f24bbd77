import { useState } from 'react'
import type { CodeSent } from '@generated/model'
import { useCountdown } from '@/hooks/use-countdown'

/**
 * The state of one "send code" button: busy while the call runs, then the server's cooldown
 * counted down. `send` rethrows a failure for the screen to show where it belongs.
 */
export function useCodeSender() {
  const countdown = useCountdown()
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)

  async function send(call: () => Promise<CodeSent>) {
    setPending(true)
    try {
      const { cooldown } = await call()
      setSent(true)
      countdown.start(cooldown)
    } finally {
      setPending(false)
    }
  }

  return { send, pending, sent, remaining: countdown.remaining }
}

export type CodeSender = ReturnType<typeof useCodeSender>
