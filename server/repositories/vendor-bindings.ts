import type { Db } from '../db/database.ts'
import { likePart } from './audit-log.ts'

export interface BindingRow {
  id: string
  account_id: string
  vendor_id: string
  vendor_developer_id: string
  vendor_developer_name: string | null
  bound_at: Date
}

/** A binding with its vendor's code, names and limits: what an approval and the lists need. */
export interface BoundVendorRow extends BindingRow {
  vendor_code: string
  vendor_name_zh: string
  vendor_name_en: string
  package_max_bytes: string | null
  icon_max_bytes: string | null
  screenshot_max_bytes: string | null
}

const BOUND_VENDOR = `select b.*, v.code as vendor_code, v.name_zh as vendor_name_zh,
    v.name_en as vendor_name_en, v.package_max_bytes, v.icon_max_bytes, v.screenshot_max_bytes
  from vendor_bindings b join vendors v on v.id = b.vendor_id`

/**
 * A new binding, or undefined when either unique index already holds one: this account at this
 * vendor (vendor_bindings_account_key) or this vendor developer at this vendor
 * (vendor_bindings_developer_key). A concurrent insert of either waits for the other transaction
 * and then counts as already there; the caller tells which one by reading again.
 */
export async function insertBinding(
  db: Db,
  binding: {
    accountId: string
    vendorId: string
    vendorDeveloperId: string
    vendorDeveloperName: string | null
  },
  now: Date,
): Promise<BindingRow | undefined> {
  const [row] = await db.query<BindingRow>(
    `insert into vendor_bindings (account_id, vendor_id, vendor_developer_id,
       vendor_developer_name, bound_at)
     values ($1, $2, $3, $4, $5) on conflict do nothing returning *`,
    [
      binding.accountId,
      binding.vendorId,
      binding.vendorDeveloperId,
      binding.vendorDeveloperName,
      now,
    ],
  )
  return row
}

export async function findBinding(
  db: Db,
  accountId: string,
  vendorId: string,
): Promise<BindingRow | undefined> {
  const [row] = await db.query<BindingRow>(
    'select * from vendor_bindings where account_id = $1 and vendor_id = $2',
    [accountId, vendorId],
  )
  return row
}

/** Removes the account's binding at the vendor; undefined when there was none. */
export async function deleteBinding(
  db: Db,
  accountId: string,
  vendorId: string,
): Promise<BindingRow | undefined> {
  const [row] = await db.query<BindingRow>(
    'delete from vendor_bindings where account_id = $1 and vendor_id = $2 returning *',
    [accountId, vendorId],
  )
  return row
}

/** The account's bindings at enabled vendors, with each vendor's code, names and limits. */
export async function listBoundVendors(db: Db, accountId: string): Promise<BoundVendorRow[]> {
  return db.query<BoundVendorRow>(
    `${BOUND_VENDOR} where b.account_id = $1 and v.enabled order by v.code`,
    [accountId],
  )
}

export interface VendorBindingListRow {
  /** The company's name, or the person's; null before the identity is known. */
  developer_name: string | null
  account_email: string
  vendor_developer_id: string
  vendor_developer_name: string | null
  bound_at: Date
}

/**
 * One vendor's bindings, the latest first, optionally those whose e-mail, developer name or
 * vendor developer id or name contain `q`. The developer's name is their company's for a company,
 * their own for an individual.
 */
export async function pageVendorBindings(
  db: Db,
  vendorId: string,
  filter: { q?: string; pageNum: number; pageSize: number },
): Promise<{ list: VendorBindingListRow[]; total: number }> {
  const params: unknown[] = [vendorId]
  const name = `case when a.developer_type = 'company' then a.company_name
      else a.identity_name end`
  const where = ['b.vendor_id = $1']
  if (filter.q) {
    const like = `$${params.push(likePart(filter.q))}`
    where.push(
      `(lower(a.email) like ${like} or lower(${name}) like ${like}
        or lower(b.vendor_developer_id) like ${like}
        or lower(coalesce(b.vendor_developer_name, '')) like ${like})`,
    )
  }
  const from = `from vendor_bindings b join accounts a on a.id = b.account_id
    where ${where.join(' and ')}`
  const list = await db.query<VendorBindingListRow>(
    `select ${name} as developer_name, a.email as account_email, b.vendor_developer_id,
       b.vendor_developer_name, b.bound_at
     ${from} order by b.bound_at desc, b.id desc
     limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  )
  const [count] = await db.query<{ n: string }>(`select count(*) as n ${from}`, params)
  return { list, total: Number(count!.n) }
}
