import {
  Toaster as ChakraToaster,
  createToaster,
  Portal,
  Spinner,
  Stack,
  Toast,
} from '@chakra-ui/react'
import { TOAST_DURATION_MS, TOAST_OFFSET } from './toaster'

/** The queue behind `toaster` (toaster.tsx), which raises its toasts here once this has loaded. */
export const toastStore = createToaster({
  placement: 'top-end',
  duration: TOAST_DURATION_MS,
  offsets: TOAST_OFFSET,
  pauseOnPageIdle: true,
})

/** Where the portal's toasts show: loaded by Toaster (toaster.tsx) once the page is up. */
function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
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

export default ToastRegion
