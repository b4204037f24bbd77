import { QueryClient } from '@tanstack/react-query'
import { matchRoutes } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { isPortalRoute, routeTable, type StaffRoute } from '@/config/route-table'
import { sessionToken } from '@/lib/session/tokens'
import { createRoutes } from './router'

const routes = createRoutes(new QueryClient())
const matchesOf = (address: string) => matchRoutes(routes, address) ?? []
const staffMatched = (address: string) => matchesOf(address).some((m) => m.route.id === 'staff')
const addressOf = (path: string) => path.replace(':id', '7')
const staffPages = routeTable.filter((entry) => !isPortalRoute(entry))

describe('the routes built from the route table', () => {
  it('match each page of the table to its own route, behind the check its access names', () => {
    // The pathless route whose loader sends a visitor without the session on to sign in.
    const guardOf = { 'signed-in': 'signed-in', staff: 'staff-session' } as Record<string, string>
    for (const entry of routeTable) {
      const matches = matchesOf(addressOf(entry.path))
      const leaf = matches.at(-1)!.route
      expect(leaf.id, entry.path).toBe(entry.name)
      expect(leaf.lazy, entry.path).toBeTypeOf('function')
      const guards = matches
        .map((m) => m.route.id)
        .filter((id) => Object.values(guardOf).includes(id!))
      expect(guards, entry.path).toEqual(guardOf[entry.access] ? [guardOf[entry.access]] : [])
      // The page's own loader: a signed-in developer is sent on from a signed-out page.
      expect(Boolean(leaf.loader), entry.path).toBe(
        entry.access === 'signed-out-only' || Boolean(entry.loader),
      )
    }
  })

  it('give each page the title of the table', () => {
    for (const entry of routeTable.filter(isPortalRoute)) {
      const leaf = matchesOf(addressOf(entry.path)).at(-1)!.route
      expect(leaf.handle, entry.path).toEqual({
        title: entry.title,
        titleValues: entry.titleValues,
      })
    }
  })

  it('load the component the table names from its module', async () => {
    for (const entry of routeTable) {
      const leaf = matchesOf(addressOf(entry.path)).at(-1)!.route
      const loaded = await (leaf.lazy as () => Promise<{ Component?: unknown }>)()
      expect(loaded.Component, entry.path).toBeTypeOf('function')
    }
  }, 60_000)
})

describe('the staff console in the route table', () => {
  it('has a route for every page of its page table, in its own subtree, its code loaded lazily', () => {
    for (const { path } of staffPages) {
      const address = addressOf(path)
      const matches = matchesOf(address)
      expect(staffMatched(address), address).toBe(true)
      // The page itself: a lazy module, not the subtree's 404.
      const leaf = matches.at(-1)!.route
      expect(leaf.path, address).not.toBe('*')
      expect(leaf.lazy, address).toBeTypeOf('function')
    }
  })

  it('gives each signed-in page the access its table entry says, for the session guard', () => {
    for (const entry of staffPages as StaffRoute[]) {
      const leaf = matchesOf(addressOf(entry.path)).at(-1)!.route
      expect(leaf.handle, entry.path).toEqual(
        entry.access === 'staff'
          ? {
              staffAccess: {
                title: entry.title,
                scope: entry.scope ?? 'alliance',
                role: entry.role ?? 'reviewer',
              },
            }
          : undefined,
      )
    }
    const accessOf = (path: string) => matchesOf(path).at(-1)!.route.handle
    expect(accessOf('/staff/vendor/distributions/7')).toMatchObject({
      staffAccess: { scope: 'vendor', role: 'reviewer' },
    })
    expect(accessOf('/staff/members')).toMatchObject({
      staffAccess: { scope: 'any', role: 'admin' },
    })
    expect(accessOf('/staff/vendors')).toMatchObject({
      staffAccess: { scope: 'alliance', role: 'admin' },
    })
    expect(accessOf('/staff/audit')).toMatchObject({
      staffAccess: { scope: 'alliance', role: 'admin' },
    })
  })

  it('keeps the developer pages out of it, and its unknown paths in it', () => {
    for (const { path } of routeTable.filter(isPortalRoute)) {
      expect(staffMatched(path), path).toBe(false)
    }
    expect(staffMatched('/staffing')).toBe(false)
    expect(matchesOf(`${paths.staff.queue}/nothing`).at(-1)?.route.path).toBe('*')
    expect(staffMatched(`${paths.staff.queue}/nothing`)).toBe(true)
  })
})

describe('the browser checks on the first load of a page the server rendered', () => {
  afterEach(() => sessionToken.clear())

  /** Which of the routes matching `address` run their loader once the page has hydrated. */
  const checkedOnHydration = (address: string) =>
    Object.fromEntries(
      (matchRoutes(createRoutes(new QueryClient()), address) ?? [])
        .filter((m) => m.route.loader)
        .map((m) => [m.route.id, (m.route.loader as { hydrate?: boolean }).hydrate]),
    )
  const login = routeTable.find((entry) => entry.access === 'signed-out-only')!
  const signedIn = routeTable.find((entry) => isPortalRoute(entry) && entry.access === 'signed-in')!

  it('run where the browser knows what the server did not: a session token', () => {
    // Without one (and without a mobile site) the session and the login page's checks would find
    // what the page shows: they wait for the next navigation.
    expect(checkedOnHydration(paths.home)).toEqual({ root: false })
    expect(checkedOnHydration(login.path)).toEqual({ root: false, [login.name]: false })
    sessionToken.set('token')
    expect(checkedOnHydration(paths.home)).toEqual({ root: true })
    expect(checkedOnHydration(login.path)).toEqual({ root: true, [login.name]: true })
  })

  it('always run the signed-in pages’ guard, which sends a visitor without a session to sign in', () => {
    expect(checkedOnHydration(addressOf(signedIn.path))).toMatchObject({ 'signed-in': true })
  })
})
