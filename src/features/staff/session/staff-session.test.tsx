import { ChakraProvider } from '@chakra-ui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom'
import { getStaffMeQueryKey, staffQueue } from '@generated/api/staff/staff'
import { success } from '../../../../mocks/envelopes'
import { setupApiServer } from '../../../../mocks/api-server'
import { adminFixture, reviewerFixture } from '../../../../mocks/staff-fixtures'
import { vendorAdminFixture, vendorOperatorFixture } from '../../../../mocks/staff-vendor-fixtures'
import { sessionToken, staffToken } from '@/lib/session/tokens'
import '@/lib/i18n/i18n'
import { getSystem } from '@/theme/system'
import { RequireAccess } from './require-access'
import { RequireStaff } from './require-staff'
import { requireStaffLoader, staffLoginPath, staffRedirectTarget } from './staff-session'

// The real chain (generated call, mutator, envelope) against MSW: only the network is faked.
let me: () => Response = () => HttpResponse.json(success(reviewerFixture))
let queue: () => Response = () => HttpResponse.json(success({ list: [], total: 0 }))
const sentTokens: (string | null)[] = []
setupApiServer(
  http.get('*/api/staff/me', ({ request }) => {
    sentTokens.push(request.headers.get('staff-token'))
    return me()
  }),
  http.get('*/api/staff/queue', () => queue()),
)
const envelope = (code: number) => () => HttpResponse.json({ code, msg: 'x', data: null })

afterEach(cleanup)
beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
  sentTokens.length = 0
  me = () => HttpResponse.json(success(reviewerFixture))
  queue = () => HttpResponse.json(success({ list: [], total: 0 }))
})

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

async function runGuard(client: QueryClient, url: string) {
  try {
    return await requireStaffLoader(client)({
      request: new Request(url),
      params: {},
      context: {},
    } as never)
  } catch (thrown) {
    return thrown
  }
}

const location = (thrown: unknown) => (thrown as Response).headers.get('Location')

describe('the console guard (requireStaffLoader)', () => {
  it('sends a visitor without a staff token to sign in, remembering the page, asking nothing', async () => {
    // A developer's session is no staff session.
    sessionToken.set('d'.repeat(43))
    const thrown = await runGuard(newClient(), 'http://portal.test/staff/records/7?tab=x')
    expect(location(thrown)).toBe('/staff/login?redirect=%2Fstaff%2Frecords%2F7%3Ftab%3Dx')
    expect(sentTokens).toEqual([])
  })

  it('lets a staff member through and keeps who they are', async () => {
    staffToken.set('s'.repeat(43))
    const client = newClient()
    await expect(runGuard(client, 'http://portal.test/staff')).resolves.toBeNull()
    expect(sentTokens).toEqual(['s'.repeat(43)])
    expect(client.getQueryData(getStaffMeQueryKey())).toEqual(reviewerFixture)
    // The next page asks no more.
    await runGuard(client, 'http://portal.test/staff/audit')
    expect(sentTokens).toHaveLength(1)
  })

  it('sends a reviewer whose session ended (10005) to sign in, and forgets the token', async () => {
    staffToken.set('s'.repeat(43))
    me = envelope(10005)
    const thrown = await runGuard(newClient(), 'http://portal.test/staff/audit')
    expect(location(thrown)).toBe('/staff/login?redirect=%2Fstaff%2Faudit')
    expect(staffToken.get()).toBeNull()
  })

  it('leaves another failure to the page, which shows it with a retry', async () => {
    staffToken.set('s'.repeat(43))
    me = envelope(500)
    await expect(runGuard(newClient(), 'http://portal.test/staff')).resolves.toBeNull()
    expect(staffToken.get()).toBe('s'.repeat(43))
  })
})

describe('where sign-in leads', () => {
  it('goes back to the console page the reviewer came from', () => {
    expect(staffRedirectTarget('?redirect=%2Fstaff%2Frecords%2F7')).toBe('/staff/records/7')
    expect(staffRedirectTarget('?redirect=%2Fstaff%2Faudit%3Faction%3Ddecide')).toBe(
      '/staff/audit?action=decide',
    )
  })

  it('goes to the queue for anything outside the console or elsewhere', () => {
    for (const target of [
      '/account/personal',
      '//evil.example',
      'https://evil.example',
      '/staffing',
      '/staff/login',
    ]) {
      expect(staffRedirectTarget(`?redirect=${encodeURIComponent(target)}`), target).toBe('/staff')
    }
    expect(staffRedirectTarget('')).toBe('/staff')
  })

  it('has no redirect parameter for the queue itself', () => {
    expect(staffLoginPath('/staff')).toBe('/staff/login')
  })
})

/** The login page the console sends a reviewer to, with the notice it was given. */
function LoginStandIn() {
  const { pathname, search, state } = useLocation()
  const notice = (state as { staffNotice?: string } | null)?.staffNotice ?? 'none'
  return <p>{`login ${pathname}${search} notice=${notice}`}</p>
}

/** A console page that calls the queue when asked. */
function RecordPage() {
  return (
    <button type="button" onClick={() => void staffQueue().catch(() => undefined)}>
      load
    </button>
  )
}

function renderConsole(client: QueryClient, page: React.ReactNode, at: string) {
  const router = createMemoryRouter(
    [
      { path: '/staff/login', element: <LoginStandIn /> },
      {
        element: <RequireStaff />,
        children: [
          { path: '/staff/records/:id', element: page },
          { path: '/staff/audit', element: page },
        ],
      },
    ],
    { initialEntries: [at] },
  )
  render(
    <ChakraProvider value={getSystem()}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ChakraProvider>,
  )
}

describe('RequireStaff, while a console page is open', () => {
  it('sends the reviewer to sign in with "your session ended" when any staff call answers 10005', async () => {
    staffToken.set('s'.repeat(43))
    const client = newClient()
    renderConsole(client, <RecordPage />, '/staff/records/7?from=queue')
    const button = await screen.findByRole('button', { name: 'load' })
    queue = envelope(10005)
    await act(async () => button.click())
    expect(
      await screen.findByText(
        'login /staff/login?redirect=%2Fstaff%2Frecords%2F7%3Ffrom%3Dqueue notice=ended',
      ),
    ).toBeTruthy()
    expect(staffToken.get()).toBeNull()
    // Nothing of that session stays cached for whoever signs in next.
    expect(client.getQueryData(getStaffMeQueryKey())).toBeUndefined()
  })
})

describe('RequireAccess', () => {
  const audit = (
    <RequireAccess access={{ title: 'audit', scope: 'alliance', role: 'admin' }}>
      <h1>the audit log</h1>
    </RequireAccess>
  )

  it('tells a reviewer the page needs an administrator', async () => {
    staffToken.set('s'.repeat(43))
    renderConsole(newClient(), audit, '/staff/audit')
    expect(await screen.findByRole('heading', { level: 1, name: '审计日志' })).toBeTruthy()
    expect(screen.getByText('需要管理员权限')).toBeTruthy()
    expect(screen.queryByText('the audit log')).toBeNull()
  })

  it('shows the page to an administrator', async () => {
    staffToken.set('s'.repeat(43))
    me = () => HttpResponse.json(success(adminFixture))
    renderConsole(newClient(), audit, '/staff/audit')
    expect(await screen.findByRole('heading', { level: 1, name: 'the audit log' })).toBeTruthy()
    expect(screen.queryByText('需要管理员权限')).toBeNull()
  })
})

describe('RequireStaff, with the access each page’s route says', () => {
  const page = (title: string, scope: string, role: string, text: string) => ({
    handle: { staffAccess: { title, scope, role } },
    element: <h1>{text}</h1>,
  })
  function renderPages(member: typeof reviewerFixture, at: string) {
    staffToken.set('s'.repeat(43))
    me = () => HttpResponse.json(success(member))
    const router = createMemoryRouter(
      [
        {
          element: <RequireStaff />,
          children: [
            { path: '/staff', ...page('queue', 'alliance', 'reviewer', 'the queue') },
            { path: '/staff/vendor', ...page('vendorQueue', 'vendor', 'reviewer', 'the vendor') },
            { path: '/staff/vendors', ...page('vendors', 'alliance', 'admin', 'the vendors') },
            { path: '/staff/members', ...page('members', 'any', 'admin', 'the members') },
          ],
        },
      ],
      { initialEntries: [at] },
    )
    render(
      <ChakraProvider value={getSystem()}>
        <QueryClientProvider client={newClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ChakraProvider>,
    )
  }

  it('sends a vendor’s member from the console’s home to their vendor’s queue', async () => {
    renderPages(vendorOperatorFixture, '/staff')
    expect(await screen.findByRole('heading', { name: 'the vendor' })).toBeTruthy()
  })

  it('tells a vendor’s admin that the vendors are the alliance admins’', async () => {
    renderPages(vendorAdminFixture, '/staff/vendors')
    expect(await screen.findByText('这一页只供联盟的工作人员使用')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1, name: '厂商' })).toBeTruthy()
    expect(screen.queryByText('the vendors')).toBeNull()
  })

  it('shows the staff members to a vendor’s admin, not to their operators', async () => {
    renderPages(vendorAdminFixture, '/staff/members')
    expect(await screen.findByRole('heading', { name: 'the members' })).toBeTruthy()
    cleanup()
    renderPages(vendorOperatorFixture, '/staff/members')
    expect(await screen.findByText('需要管理员权限')).toBeTruthy()
  })

  it('tells the alliance’s staff that a vendor’s queue is its members’', async () => {
    renderPages(adminFixture, '/staff/vendor')
    expect(await screen.findByText('这一页只供厂商的工作人员使用')).toBeTruthy()
    expect(screen.queryByText('the vendor')).toBeNull()
    cleanup()
    renderPages(adminFixture, '/staff')
    expect(await screen.findByRole('heading', { name: 'the queue' })).toBeTruthy()
  })
})
