import { createToaster } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'

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

// The toast region and its machinery load after the page (a few KB of gzipped JavaScript that no
// page needs to become interactive); toasts raised before it is there wait in the store.
const ToastRegion = lazy(() => import('./toast-region'))

/** Mounted once, in the app provider. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  )
}
