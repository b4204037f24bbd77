import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RenderLater } from './render-later'

describe('RenderLater', () => {
  afterEach(cleanup)

  it('renders its children in a task after the one that mounts it, without rendering its parent again', async () => {
    const parentRenders = vi.fn()
    function Parent() {
      parentRenders()
      return (
        <section>
          <h2>Step one</h2>
          <RenderLater>
            <p>Step three</p>
          </RenderLater>
        </section>
      )
    }
    render(<Parent />)
    expect(screen.getByText('Step one')).toBeTruthy()
    expect(screen.queryByText('Step three')).toBeNull()
    expect(await screen.findByText('Step three')).toBeTruthy()
    expect(parentRenders).toHaveBeenCalledTimes(1)
  })
})
