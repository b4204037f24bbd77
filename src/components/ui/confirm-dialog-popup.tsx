import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { useFocusFromStandIn } from './lazy-after-page'
import type { ConfirmDialogProps } from './confirm-dialog'

/** The dialog itself: loaded by ConfirmDialog once the page is up, open if asked for by then. */
export default function ConfirmDialogPopup({
  triggerLabel,
  triggerProps,
  title,
  children,
  confirmLabel,
  onConfirm,
  defaultOpen,
  triggerId,
}: ConfirmDialogProps & { defaultOpen: boolean; triggerId: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(defaultOpen)
  const [pending, setPending] = useState(false)
  useFocusFromStandIn(triggerId)
  const contentRef = useRef<HTMLDivElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  // Focus goes to "cancel" when the dialog opens (initialFocusEl: the least destructive answer).
  // A dialog that mounts already open (asked for before its code arrived) does not get it from
  // zag: focus lands on a wrapper around the content (confirm-dialog-popup.test.tsx). A frame
  // later, focus that is not inside the dialog's content is moved to "cancel".
  useEffect(() => {
    if (!open) return
    const frame = requestAnimationFrame(() => {
      if (!contentRef.current?.contains(document.activeElement)) cancelRef.current?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [open])

  async function confirm() {
    setPending(true)
    try {
      if ((await onConfirm()) !== false) setOpen(false)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog.Root
      ids={{ trigger: triggerId }}
      role="alertdialog"
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
      initialFocusEl={() => cancelRef.current}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" {...triggerProps}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content ref={contentRef}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  {t('confirm.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                loading={pending}
                loadingText={confirmLabel}
                onClick={() => void confirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
