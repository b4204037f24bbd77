import { ChakraProvider } from '@chakra-ui/react'
import { act, cleanup, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getSystem } from '@/theme/system'
import { BelowBreakpoint, FromBreakpoint } from './breakpoint-parts'

/** A window `width` px wide: its media queries answer min-width in rem (16 px). */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*([\d.]+)rem/.exec(query)![1]) * 16,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

/** A part that says when it renders. */
function Part({ name, onRender }: { name: string; onRender: (name: string) => void }) {
  onRender(name)
  return <p>{name}</p>
}

function Layout({ onRender }: { onRender: (name: string) => void }) {
  return (
    <ChakraProvider value={getSystem()}>
      <FromBreakpoint breakpoint="lg">
        <Part name="wide" onRender={onRender} />
      </FromBreakpoint>
      <BelowBreakpoint breakpoint="lg">
        <Part name="narrow" onRender={onRender} />
      </BelowBreakpoint>
    </ChakraProvider>
  )
}

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('p')].map((part) => part.textContent)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('FromBreakpoint and BelowBreakpoint', () => {
  it('render the part the window’s width shows', () => {
    windowWidth(390)
    expect(shown(render(<Layout onRender={() => {}} />).container)).toEqual(['narrow'])
    cleanup()
    windowWidth(1280)
    expect(shown(render(<Layout onRender={() => {}} />).container)).toEqual(['wide'])
  })

  it('render both where the width is not known, and after hydration take one away without rendering the other again', async () => {
    windowWidth(390)
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Layout onRender={() => {}} />)
    document.body.append(container)
    expect(shown(container)).toEqual(['wide', 'narrow'])

    const onRender = vi.fn()
    const root = await act(async () => hydrateRoot(container, <Layout onRender={onRender} />))
    expect(shown(container)).toEqual(['narrow'])
    // Hydrated once; the render that learns the width is the wrappers' alone.
    expect(onRender.mock.calls.filter(([name]) => name === 'narrow')).toHaveLength(1)
    act(() => root.unmount())
    container.remove()
  })
})
