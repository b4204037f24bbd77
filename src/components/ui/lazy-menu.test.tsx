import { Button, ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getSystem } from '@/theme/system'

/**
 * The menu on a page, with its code loaded afresh (not yet there) and held back until `release`,
 * as the app's entry does until the first page is shown.
 */
async function page() {
  vi.resetModules()
  const { holdUntilFirstPage } = await import('@/lib/first-paint/first-page')
  const release = holdUntilFirstPage()
  const { LazyMenu } = await import('./lazy-menu')
  render(
    <ChakraProvider value={getSystem()}>
      <MemoryRouter>
        <LazyMenu trigger={<Button>Help</Button>} entries={[{ label: 'FAQ', to: '/faq' }]} />
      </MemoryRouter>
    </ChakraProvider>,
  )
  return release
}

describe('LazyMenu', () => {
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

  it('is a collapsed menu button before its code arrives', async () => {
    const release = await page()
    const standIn = screen.getByRole('button', { name: 'Help' })
    expect(standIn.getAttribute('aria-haspopup')).toBe('menu')
    expect(standIn.getAttribute('aria-expanded')).toBe('false')
    await act(async () => release())
  })

  it('opens the menu when its code arrives if the trigger was clicked before', async () => {
    const release = await page()
    const standIn = screen.getByRole('button', { name: 'Help' })
    fireEvent.click(standIn)
    // Not asked for until the first page has been shown.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('menu')).toBeNull()
    await act(async () => release())
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'FAQ' })).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Help' }).getAttribute('aria-expanded')).toBe('true')
  })

  it('keeps focus on the trigger that replaces a focused stand-in', async () => {
    const release = await page()
    screen.getByRole('button', { name: 'Help' }).focus()
    await act(async () => release())
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Help' }).getAttribute('aria-haspopup')).toBe(
        'menu',
      ),
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Help' }))
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
