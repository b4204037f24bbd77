import { ChakraProvider } from '@chakra-ui/react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
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
        <ConfirmDialogPopup {...props} defaultOpen={false} />
      </ChakraProvider>,
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
    page.rerender(
      <ChakraProvider value={getSystem()}>
        <ConfirmDialogPopup {...props} defaultOpen />
      </ChakraProvider>,
    )
    await waitFor(() =>
      expect(screen.getByRole('alertdialog', { name: 'Withdraw this request?' })).toBeTruthy(),
    )
    expect(props.onConfirm).not.toHaveBeenCalled()
  })
})
