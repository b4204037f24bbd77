import {
  Toaster as ChakraToaster,
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
} from '@chakra-ui/react'

/** Spec section 9: every toast stays 3000 ms, 16 px from the edge. */
export const TOAST_DURATION_MS = 3000
export const TOAST_OFFSET = '16px'

/**
 * The portal's one toast queue: `toaster.success|warning|error|info({ title, description })`.
 * Import it anywhere; <Toaster /> is mounted once, in the app provider.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  offsets: TOAST_OFFSET,
  pauseOnPageIdle: true,
})

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  )
}
