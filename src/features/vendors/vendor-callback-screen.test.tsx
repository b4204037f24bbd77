import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { success } from '@mocks/envelopes'
import { setupApiServer } from '@mocks/api-server'
import { stubLocalStorage } from '@mocks/memory-storage'
import { northVendorFixture } from '@mocks/vendor-fixtures'
import { paths } from '@/config/paths'
import '@/lib/i18n/i18n'
import { redirectTarget, requireUserLoader } from '@/lib/session/session'
import { getSystem } from '@/theme/system'
import { VendorCallbackScreen } from './vendor-callback-screen'

// The binding's state is spent on the server at the first finishVendorBinding, whatever its
// outcome: the page must post the vendor's answer exactly once, also under StrictMode's doubled
// effects, and leave an address that a reload does not post again.

const ANSWER = 'code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj3Lq9vXw2Yb8Tn'

const posts: string[] = []
setupApiServer(
  http.post('*/api/p/vendors/bind/finish', async ({ request }) => {
    posts.push(new URLSearchParams(await request.text()).get('callback') ?? '')
    return HttpResponse.json(success(northVendorFixture))
  }),
)

beforeEach(() => {
  posts.length = 0
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** The address the router is at, for the test to read. */
function Address() {
  const { pathname, search } = useLocation()
  return <output aria-label="address">{pathname + search}</output>
}

function openCallback(address: string) {
  const router = createMemoryRouter(
    [
      {
        path: paths.account.vendorCallback,
        element: (
          <>
            <VendorCallbackScreen />
            <Address />
          </>
        ),
      },
    ],
    { initialEntries: [address] },
  )
  render(
    <StrictMode>
      <ChakraProvider value={getSystem()}>
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
  )
}

describe('the binding callback page', () => {
  it('posts the vendor’s answer once under StrictMode, and takes it out of the address', async () => {
    openCallback(`${paths.account.vendorCallback}?${ANSWER}`)
    expect(
      await screen.findByRole('heading', { level: 2, name: '已绑定北辰手机开发者账号' }),
    ).toBeTruthy()
    expect(posts).toEqual([ANSWER])
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe(
      paths.account.vendorCallback,
    )
  })

  it('posts nothing where the address holds no answer of a vendor (a reload)', async () => {
    openCallback(`${paths.account.vendorCallback}?utm_source=mail`)
    expect(await screen.findByText('这里没有要完成的绑定')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(posts).toEqual([])
  })

  it('sends a signed-out visitor to sign in, and back here with the vendor’s answer', async () => {
    stubLocalStorage()
    const address = `${paths.account.vendorCallback}?${ANSWER}`
    const url = new URL(`http://portal.test${address}`)
    const answer = await requireUserLoader(new QueryClient())({
      request: new Request(url),
      url,
      pattern: paths.account.vendorCallback,
      params: {},
      context: undefined,
    }).catch((thrown: unknown) => thrown)
    expect(answer).toBeInstanceOf(Response)
    const location = new URL((answer as Response).headers.get('Location')!, 'http://portal.test')
    expect(location.pathname).toBe(paths.account.login)
    expect(redirectTarget(location.search)).toBe(address)
    expect(posts).toEqual([])
  })
})
