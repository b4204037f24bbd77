import { describe, expect, it } from 'vitest'
import {
  auditParams,
  isAuditFiltered,
  readAuditFilters,
  readId,
  writeAuditFilters,
  type AuditFilters,
} from './audit-filters'

const read = (query: string) => readAuditFilters(new URLSearchParams(query))

describe('the audit log filters in the URL', () => {
  it('default to every entry, page 1', () => {
    expect(read('')).toEqual({ page: 1 })
    expect(isAuditFiltered(read(''))).toBe(false)
    expect(writeAuditFilters(read('')).toString()).toBe('')
    expect(auditParams(read(''))).toEqual({ pageNum: 1, pageSize: 20 })
  })

  it('read what a shared link carries and ask the server for it', () => {
    const filters = read('action=freeze&staff=%20admin%20&recordId=7&account=dev%40&page=2')
    expect(filters).toEqual({
      action: 'freeze',
      staff: 'admin',
      recordId: 7,
      accountEmail: 'dev@',
      page: 2,
    })
    expect(auditParams(filters)).toEqual({
      action: 'freeze',
      staff: 'admin',
      recordId: 7,
      accountEmail: 'dev@',
      pageNum: 2,
      pageSize: 20,
    })
    expect(isAuditFiltered(filters)).toBe(true)
  })

  it('leave out anything unreadable', () => {
    expect(read('action=delete&recordId=0&page=-2&staff=%20%20')).toEqual({ page: 1 })
    expect(read('recordId=1e3').recordId).toBeUndefined()
    expect(read(`account=${'a'.repeat(120)}`).accountEmail).toHaveLength(100)
  })

  it('write what they read (round trip)', () => {
    const filters: AuditFilters = {
      action: 'reveal',
      staff: 'reviewer',
      recordId: 12,
      accountEmail: 'lost@example.com',
      page: 3,
    }
    expect(readAuditFilters(writeAuditFilters(filters))).toEqual(filters)
  })

  it('take a record id only as a positive whole number', () => {
    expect(readId(' 42 ')).toBe(42)
    expect(readId('042')).toBeUndefined()
    expect(readId('4.2')).toBeUndefined()
    expect(readId('99999999999999999')).toBeUndefined()
    expect(readId(undefined)).toBeUndefined()
  })
})
