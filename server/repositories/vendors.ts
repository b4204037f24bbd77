import type { Db } from '../db/database.ts'

// Vendors: the alliance's phone makers, each with its OpenID Connect client and limits. The client
// secret is never here: it is looked up by code (server/oauth).

export interface VendorRow {
  id: string
  code: string
  name_zh: string
  name_en: string
  issuer: string
  authorization_endpoint: string | null
  token_endpoint: string | null
  userinfo_endpoint: string | null
  client_id: string
  scopes: string
  developer_id_claim: string
  developer_name_claim: string
  qualification_endpoint: string | null
  qualification_claim: string | null
  qualification_values: unknown[]
  /** bigint columns: strings from both databases. */
  package_max_bytes: string | null
  icon_max_bytes: string | null
  screenshot_max_bytes: string | null
  enabled: boolean
  development: boolean
  created_at: Date
  updated_at: Date
}

/** A vendor's settings as an admin writes them; a field left out stays as it is (or its default). */
export interface VendorFields {
  nameZh?: string
  nameEn?: string
  issuer?: string
  authorizationEndpoint?: string | null
  tokenEndpoint?: string | null
  userinfoEndpoint?: string | null
  clientId?: string
  scopes?: string
  developerIdClaim?: string
  developerNameClaim?: string
  qualificationEndpoint?: string | null
  qualificationClaim?: string | null
  qualificationValues?: unknown[]
  packageMaxBytes?: number | null
  iconMaxBytes?: number | null
  screenshotMaxBytes?: number | null
  enabled?: boolean
  /** Only the development vendor's row (plugins/dev-vendor.ts) sets it. */
  development?: boolean
}

const COLUMNS: Record<keyof VendorFields, string> = {
  nameZh: 'name_zh',
  nameEn: 'name_en',
  issuer: 'issuer',
  authorizationEndpoint: 'authorization_endpoint',
  tokenEndpoint: 'token_endpoint',
  userinfoEndpoint: 'userinfo_endpoint',
  clientId: 'client_id',
  scopes: 'scopes',
  developerIdClaim: 'developer_id_claim',
  developerNameClaim: 'developer_name_claim',
  qualificationEndpoint: 'qualification_endpoint',
  qualificationClaim: 'qualification_claim',
  qualificationValues: 'qualification_values',
  packageMaxBytes: 'package_max_bytes',
  iconMaxBytes: 'icon_max_bytes',
  screenshotMaxBytes: 'screenshot_max_bytes',
  enabled: 'enabled',
  development: 'development',
}

/** The given fields as columns and values, in one order (the JSON column as its text). */
function fieldColumns(fields: VendorFields): [string[], unknown[]] {
  const keys = (Object.keys(COLUMNS) as (keyof VendorFields)[]).filter(
    (k) => fields[k] !== undefined,
  )
  return [
    keys.map((k) => COLUMNS[k]),
    keys.map((k) => (k === 'qualificationValues' ? JSON.stringify(fields[k]) : fields[k])),
  ]
}

export async function findVendorByCode(db: Db, code: string): Promise<VendorRow | undefined> {
  const rows = await db.query<VendorRow>('select * from vendors where code = $1', [code])
  return rows[0]
}

export async function findVendorById(db: Db, id: string | number): Promise<VendorRow | undefined> {
  const rows = await db.query<VendorRow>('select * from vendors where id = $1', [id])
  return rows[0]
}

/** Every vendor, by code. */
export async function listVendors(db: Db): Promise<VendorRow[]> {
  return db.query<VendorRow>('select * from vendors order by code')
}

/** The vendors developers may bind and versions go to, by code. */
export async function listEnabledVendors(db: Db): Promise<VendorRow[]> {
  return db.query<VendorRow>('select * from vendors where enabled order by code')
}

/**
 * A new vendor; the columns not given take the table's defaults. A code already taken violates
 * vendors_code_key.
 */
export async function insertVendor(
  db: Db,
  code: string,
  fields: VendorFields & Required<Pick<VendorFields, 'nameZh' | 'nameEn' | 'issuer' | 'clientId'>>,
  now: Date,
): Promise<VendorRow> {
  const [columns, values] = fieldColumns(fields)
  const names = ['code', ...columns, 'created_at', 'updated_at']
  const params = [code, ...values, now, now]
  const rows = await db.query<VendorRow>(
    `insert into vendors (${names.join(', ')})
     values (${params.map((_, i) => `$${i + 1}`).join(', ')}) returning *`,
    params,
  )
  return rows[0]!
}

/** Changes the given fields of the vendor of that code; undefined when there is none. */
export async function updateVendorByCode(
  db: Db,
  code: string,
  fields: VendorFields,
  now: Date,
): Promise<VendorRow | undefined> {
  const [columns, values] = fieldColumns(fields)
  const sets = columns.map((column, i) => `${column} = $${i + 3}`)
  const rows = await db.query<VendorRow>(
    `update vendors set ${[...sets, 'updated_at = $2'].join(', ')} where code = $1 returning *`,
    [code, now, ...values],
  )
  return rows[0]
}
