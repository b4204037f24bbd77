import { Button, type ButtonProps } from '@chakra-ui/react'
import { Suspense, useId, useState, type ReactNode } from 'react'
import { useHydrated } from '@/hooks/use-hydrated'
import { lazyAfterPage } from './lazy-after-page'

// The dialog machinery (zag's dialog, focus trap, portal, presence) is about 20 KB of gzipped
// JavaScript that no page needs before it is interactive: the button shows at once, the dialog
// loads right after, and a click that comes first opens the dialog as soon as it is there.
const ConfirmDialogPopup = lazyAfterPage(() => import('./confirm-dialog-popup'))

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  triggerLabel: string
  triggerProps?: ButtonProps
  title: string
  children: ReactNode
  confirmLabel: string
  /** The action; the dialog closes when it resolves to anything but `false`. */
  onConfirm: () => Promise<boolean | void>
}

/**
 * A button that asks before an action that cannot be undone (withdrawing a review…). An
 * alertdialog: focus goes to it, Escape and "cancel" close it, the action button stays busy while
 * the call runs.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [requested, setRequested] = useState(false)
  const triggerId = useId()
  const hydrated = useHydrated()
  const standIn = (
    <Button
      id={triggerId}
      variant="outline"
      aria-haspopup="dialog"
      {...props.triggerProps}
      onClick={() => setRequested(true)}
    >
      {props.triggerLabel}
    </Button>
  )
  return (
    // The page's HTML has the stand-in, not the dialog (src/hooks/use-hydrated.ts).
    <Suspense fallback={standIn}>
      {hydrated ? (
        <ConfirmDialogPopup {...props} triggerId={triggerId} defaultOpen={requested} />
      ) : (
        standIn
      )}
    </Suspense>
  )
}
