import { Heading } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The heading of a section's current step (status, enrol, save codes, turn off…), rendered in one
 * place for every step. When the step changes, focus moves to it, so that keyboard and
 * screen-reader users go on reading from the new step's start; not on the page's first render.
 */
export function StepHeading({ step, children }: { step: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  const shown = useRef<string | undefined>(undefined)
  useEffect(() => {
    // Compared with the step last shown rather than "first render", so that StrictMode's second
    // run of the effect does not count as a change.
    if (shown.current !== undefined && shown.current !== step) ref.current?.focus()
    shown.current = step
  }, [step])
  return (
    <Heading as="h3" size="md" ref={ref} tabIndex={-1} outline="none">
      {children}
    </Heading>
  )
}
