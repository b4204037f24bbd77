import { Alert, Button, Stack } from '@chakra-ui/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'

interface NoticeProps {
  status: 'success' | 'info' | 'warning' | 'error'
  title: ReactNode
  children?: ReactNode
  /** A link under the text: where to go from here. */
  action?: { to: string; label: string }
  /** Move the focus here when it appears (a page state that replaces the form). */
  focus?: boolean
}

/**
 * A message in the page: a failure the user must act on (an alert, announced at once) or a result
 * (a status). With `focus` it takes the focus, so keyboard and screen-reader users land on it when
 * it replaces the form they were in.
 */
export function Notice({ status, title, children, action, focus }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  const urgent = status === 'error' || status === 'warning'
  return (
    <Alert.Root
      ref={ref}
      status={status}
      role={urgent ? 'alert' : 'status'}
      tabIndex={focus ? -1 : undefined}
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {(children || action) && (
          <Alert.Description>
            <Stack gap="3" alignItems="flex-start" marginTop="1">
              {children}
              {action && (
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={action.to}>{action.label}</RouterLink>
                </Button>
              )}
            </Stack>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  )
}
