import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSystem } from '@/theme/system'

describe('ConfirmDialog', () => {
  afterEach(cleanup)

  it('opens, named by its title, when its code arrives if the button was clicked before', async () => {
    // The dialog's code loaded afresh, and held back as the app's entry does until the first page
    // is shown.
    vi.resetModules()
    const { holdUntilFirstPage } = await import('@/lib/first-paint/first-page')
    const release = holdUntilFirstPage()
    const { ConfirmDialog } = await import('./confirm-dialog')
    const onConfirm = vi.fn(async () => undefined)
    render(
      <ChakraProvider value={getSystem()}>
        <ConfirmDialog
          triggerLabel="Withdraw"
          title="Withdraw this request?"
          confirmLabel="Withdraw it"
          onConfirm={onConfirm}
        >
          It cannot be undone.
        </ConfirmDialog>
      </ChakraProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await act(async () => release())
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw this request?' })
    expect(dialog.textContent).toContain('It cannot be undone.')
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
