import { Button, ChakraProvider } from '@chakra-ui/react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getSystem } from '@/theme/system'
import MenuPopup from './menu-popup'

describe('MenuPopup', () => {
  // The open menu is positioned by floating-ui, which watches sizes; jsdom has no ResizeObserver.
  beforeEach(() =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    ),
  )
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  // Under Preact (the builds) a click on LazyMenu's stand-in can land just after this menu has
  // replaced it: its handler still runs, and reaches the menu as defaultOpen turning true.
  it('opens when asked after it has mounted closed', async () => {
    const menu = (defaultOpen: boolean) => (
      <ChakraProvider value={getSystem()}>
        <MemoryRouter>
          <MenuPopup
            trigger={<Button>Help</Button>}
            entries={[{ label: 'FAQ', to: '/faq' }]}
            triggerId="help"
            defaultOpen={defaultOpen}
          />
        </MemoryRouter>
      </ChakraProvider>
    )
    const page = render(menu(false))
    expect(screen.queryByRole('menu')).toBeNull()
    page.rerender(menu(true))
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'FAQ' })).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Help' }).getAttribute('aria-expanded')).toBe('true')
  })
})
