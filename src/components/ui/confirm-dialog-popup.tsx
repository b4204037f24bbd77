import { Button, Dialog, Portal } from '@chakra-ui/react'
import { useId, useState } from 'react'
import { useTranslation } from '@/lib/i18n-core'
import { useOpenAsAsked } from './after-page'
import type { ConfirmDialogProps } from './confirm-dialog'

/** The dialog itself: loaded by ConfirmDialog once the page is up. */
export default function ConfirmDialogPopup({
  triggerLabel,
  triggerProps,
  title,
  children,
  confirmLabel,
  onConfirm,
  defaultOpen,
}: ConfirmDialogProps & { defaultOpen: boolean }) {
  const { t } = useTranslation()
  const [open, setOpen] = useOpenAsAsked(defaultOpen)
  const [pending, setPending] = useState(false)
  // Named by its title explicitly: zag links the title only if it finds it in the page when the
  // dialog opens, and under Preact (the builds) the portal's content is not there yet then.
  const titleId = useId()

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
      ids={{ title: titleId }}
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
          <Dialog.Content aria-labelledby={titleId}>
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
