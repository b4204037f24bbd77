import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSystem } from '@/theme/system'
import ConfirmDialogPopup from './confirm-dialog-popup'

describe('ConfirmDialogPopup', () => {
  afterEach(cleanup)

  // Under Preact (the builds) a click on ConfirmDialog's stand-in can land just after this dialog
  // has replaced it: its handler still runs, and reaches the dialog as defaultOpen turning true.
  it('opens when asked after it has mounted closed', async () => {
    const props = {
      triggerLabel: 'Withdraw',
      title: 'Withdraw this request?',
      children: 'It cannot be undone.',
      confirmLabel: 'Withdraw it',
      onConfirm: vi.fn(),
    }
    const page = render(
      <ChakraProvider value={getSystem()}>
        <ConfirmDialogPopup {...props} triggerId="withdraw" defaultOpen={false} />
      </ChakraProvider>,
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
    page.rerender(
      <ChakraProvider value={getSystem()}>
        <ConfirmDialogPopup {...props} triggerId="withdraw" defaultOpen />
      </ChakraProvider>,
    )
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Withdraw this request?' })).toBeTruthy(),
    )
    expect(props.onConfirm).not.toHaveBeenCalled()
  })

  it('puts focus on "cancel" when it opens (an alertdialog\'s least destructive answer)', async () => {
    render(
      <ChakraProvider value={getSystem()}>
        <ConfirmDialogPopup
          triggerLabel="Withdraw"
          title="Withdraw this request?"
          confirmLabel="Withdraw it"
          onConfirm={vi.fn()}
          triggerId="withdraw"
          defaultOpen
        >
          It cannot be undone.
        </ConfirmDialogPopup>
      </ChakraProvider>,
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this request?' })
    const [cancel] = within(dialog).getAllByRole('button')
    await waitFor(() => expect(document.activeElement).toBe(cancel))
    expect(cancel?.textContent).not.toContain('Withdraw it')
  })
})
