import type { CreateToasterReturn } from '@chakra-ui/react'
import { Suspense } from 'react'
import { useHydrated } from '@/hooks/use-hydrated'
import { lazyAfterPage } from './lazy-after-page'

/** Spec section 9: every toast stays 3000 ms, 16 px from the edge. */
export const TOAST_DURATION_MS = 3000
export const TOAST_OFFSET = '16px'

// The toast queue, the region and their machinery load after the page (a few KB of gzipped
// JavaScript that no page needs to become interactive); a toast raised before they are there
// shows as soon as they are.
const region = () => import('./toast-region')
const ToastRegion = lazyAfterPage(region)

type ToastOptions = Parameters<CreateToasterReturn['create']>[0]
type ToastType = 'success' | 'error' | 'warning' | 'info'

function raise(type: ToastType) {
  return (options: Omit<ToastOptions, 'type'>) => {
    void region().then(({ toastStore }) => toastStore.create({ ...options, type }))
  }
}

/**
 * The portal's one toast queue: `toaster.success|warning|error|info({ title, description })`.
 * Import it anywhere; <Toaster /> is mounted once, in the app provider.
 */
export const toaster = {
  success: raise('success'),
  error: raise('error'),
  warning: raise('warning'),
  info: raise('info'),
}

/** Mounted once, in the app provider. */
export function Toaster() {
  // Not in the page's HTML: a region with no toast yet (src/hooks/use-hydrated.ts).
  const hydrated = useHydrated()
  return <Suspense fallback={null}>{hydrated && <ToastRegion />}</Suspense>
}
