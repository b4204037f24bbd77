import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSystem } from '@/theme/system'
import ConfirmDialogPopup from './confirm-dialog-popup'

describe('ConfirmDialogPopup', () => {
  afterEach(cleanup)

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
