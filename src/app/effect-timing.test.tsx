import { h, options, render, type Options } from 'preact'
import { useEffect, useState } from 'preact/hooks'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runEffectsAsReactDoes } from './effect-timing'

// The builds render with Preact; these tests render with Preact itself (Vitest's `react` is React).

/** The browser's current event, as it is while the event is dispatched and in the microtasks after. */
function duringEvent(type: string | undefined) {
  Object.defineProperty(window, 'event', {
    configurable: true,
    get: () => (type ? new Event(type) : undefined),
  })
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

describe('runEffectsAsReactDoes', () => {
  let saved: Partial<Options>
  let root: HTMLElement
  beforeEach(() => {
    saved = {
      requestAnimationFrame: options.requestAnimationFrame,
      debounceRendering: options.debounceRendering,
    }
    runEffectsAsReactDoes()
    root = document.createElement('div')
    document.body.append(root)
  })
  afterEach(() => {
    render(null, root)
    root.remove()
    Object.assign(options, saved)
    duringEvent(undefined)
  })

  it('runs the effects of a render in answer to a click before the click’s task ends, also while an earlier render’s effects still wait for theirs', async () => {
    const ran: string[] = []
    let tick = (_: number) => {}
    let open = (_: boolean) => {}
    function Clock() {
      const [count, setCount] = useState(0)
      tick = setCount
      useEffect(() => void ran.push(`clock ${count}`), [count])
      return null
    }
    function Dialog() {
      const [isOpen, setOpen] = useState(false)
      open = setOpen
      // Like zag: the dialog's part is rendered by a render that an effect asks for.
      const [drawn, setDrawn] = useState(false)
      useEffect(() => setDrawn(isOpen), [isOpen])
      useEffect(() => void (drawn && ran.push('dialog drawn')), [drawn])
      return null
    }
    render(h('div', null, h(Clock, null), h(Dialog, null)), root)
    await new Promise((resolve) => setTimeout(resolve, 20))
    ran.length = 0

    // A timer's render: its effects wait for a task of their own.
    tick(1)
    await settle()
    expect(ran).toEqual([])

    // A key press in that moment opens the dialog: everything runs in the key press's task.
    duringEvent('click')
    open(true)
    await settle()
    expect(ran).toEqual(['clock 1', 'dialog drawn'])
  })

  it('leaves the effects of a render not caused by input to a task of their own', async () => {
    const ran: number[] = []
    let tick = (_: number) => {}
    function Clock() {
      const [count, setCount] = useState(0)
      tick = setCount
      useEffect(() => void ran.push(count), [count])
      return null
    }
    render(h(Clock, null), root)
    await new Promise((resolve) => setTimeout(resolve, 20))
    ran.length = 0
    tick(1)
    await settle()
    expect(ran).toEqual([])
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ran).toEqual([1])
  })
})
