import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { holdUntilFirstPage } from '@/lib/first-page'
import { afterPage } from './after-page'

function Loaded({ open }: { open: boolean }) {
  return <p>{open ? 'menu open' : 'menu closed'}</p>
}

function deferred() {
  let resolve!: (component: typeof Loaded) => void
  const promise = new Promise<typeof Loaded>((done) => (resolve = done))
  return { promise, resolve }
}

describe('afterPage', () => {
  afterEach(cleanup)

  it('shows the stand-in, then the component with the props of the moment it arrives', async () => {
    const load = deferred()
    const Menu = afterPage(() => load.promise)
    function Page() {
      const [open, setOpen] = useState(false)
      return <Menu open={open} fallback={<button onClick={() => setOpen(true)}>Menu</button>} />
    }
    render(<Page />)
    // A click before the code has arrived is not lost.
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
    await act(async () => load.resolve(Loaded))
    expect(await screen.findByText('menu open')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull()
  })

  it('renders a second use at once, and loads once', async () => {
    let loads = 0
    const Menu = afterPage(async () => {
      loads += 1
      return Loaded
    })
    const first = render(<Menu open={false} fallback={<span>stand-in</span>} />)
    expect(await screen.findByText('menu closed')).toBeTruthy()
    first.unmount()
    render(<Menu open fallback={<span>stand-in</span>} />)
    expect(screen.queryByText('stand-in')).toBeNull()
    expect(screen.getByText('menu open')).toBeTruthy()
    expect(loads).toBe(1)
  })

  it('asks for its code only once the first page has been shown', async () => {
    const release = holdUntilFirstPage()
    const load = vi.fn(async () => Loaded)
    const Menu = afterPage(load)
    render(<Menu open={false} fallback={<span>stand-in</span>} />)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByText('stand-in')).toBeTruthy()
    release()
    expect(await screen.findByText('menu closed')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it("asks at once for the code of a page's own content, first page or not", async () => {
    const release = holdUntilFirstPage()
    const load = vi.fn(async () => Loaded)
    const Form = afterPage(load, { waitForFirstPage: false })
    render(<Form open={false} fallback={<span>stand-in</span>} />)
    expect(await screen.findByText('menu closed')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
    release()
  })
})
