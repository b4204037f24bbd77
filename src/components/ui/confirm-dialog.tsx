import { Button, Dialog, Portal, type ButtonProps } from '@chakra-ui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n-core'

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
export function ConfirmDialog({
  triggerLabel,
  triggerProps,
  title,
  children,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [pending, setPending] = useState(false)

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
      role="alertdialog"
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="center"
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" {...triggerProps}>
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('confirm.cancel')}</Button>
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
