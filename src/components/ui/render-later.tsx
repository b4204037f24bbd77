import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { nextTask } from '@/lib/first-paint/first-page'

/**
 * Its children, rendered in a task after the one that mounts it: for a part of a page that is not
 * on screen yet (a later step of a form), so that the page's first render, a long task on a phone,
 * is shorter (src/lib/first-paint/first-page.ts). Only this component renders again when they
 * arrive, as a transition: React renders it in slices that yield to input instead of one long task.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  const [now, setNow] = useState(false)
  useEffect(() => {
    let mounted = true
    void nextTask(undefined).then(() => {
      if (mounted) startTransition(() => setNow(true))
    })
    return () => {
      mounted = false
    }
  }, [])
  return now ? children : null
}
