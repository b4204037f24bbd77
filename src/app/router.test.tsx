import { QueryClient } from '@tanstack/react-query'
import { matchRoutes } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { pageTable, staffPageTable } from '@/config/pages'
import { createRoutes } from './router'

const routes = createRoutes(new QueryClient())
const matchesOf = (address: string) => matchRoutes(routes, address) ?? []
const staffMatched = (address: string) => matchesOf(address).some((m) => m.route.id === 'staff')

describe('the staff console in the route table', () => {
  it('has a route for every page of its page table, in its own subtree, its code loaded lazily', () => {
    for (const { path } of staffPageTable()) {
      const address = path.replace(':id', '7')
      const matches = matchesOf(address)
      expect(staffMatched(address), address).toBe(true)
      // The page itself: a lazy module, not the subtree's 404.
      const leaf = matches.at(-1)!.route
      expect(leaf.path, address).not.toBe('*')
      expect(leaf.lazy, address).toBeTypeOf('function')
    }
  })

  it('keeps the developer pages out of it, and its unknown paths in it', () => {
    for (const { path } of pageTable()) expect(staffMatched(path), path).toBe(false)
    expect(staffMatched('/staffing')).toBe(false)
    expect(matchesOf(`${paths.staff.queue}/nothing`).at(-1)?.route.path).toBe('*')
    expect(staffMatched(`${paths.staff.queue}/nothing`)).toBe(true)
  })
})
