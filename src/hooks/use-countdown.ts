import { useCallback, useEffect, useState } from 'react'

/** Seconds left before a "send code" button may be pressed again; `start(60)` after a send. */
export function useCountdown() {
  const [until, setUntil] = useState(0)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (until <= now) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [until, now])

  const start = useCallback((seconds: number) => {
    const started = Date.now()
    setNow(started)
    setUntil(started + seconds * 1000)
  }, [])

  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start }
}
