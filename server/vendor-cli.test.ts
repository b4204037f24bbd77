import { expect, it } from 'vitest'
import { ADMIN_USAGE, runAdminCommand } from './admin-commands.ts'
import { vendorSecretVariable } from './oauth/vendor-secrets.ts'
import { describeBackends, testSettings, uniqueEmail } from './test/harness.ts'
import { addVendor, enrolledStaff, uniqueVendorCode } from './test/staff.ts'

// The admin CLI's vendors (`vendor add|set|list|disable|enable`) and staff members' vendors and
// names (`staff add --vendor --name`, `staff vendor`, `staff list`): what they print, what they
// refuse and why, and the audit log with no staff member as author.

const securedCode = uniqueVendorCode('cs')

describeBackends(
  'vendors and vendor members from the admin CLI',
  (t) => {
    const admin = (...argv: string[]) => runAdminCommand(t().app.ctx, argv)

    async function vendorRow(code: string) {
      const [row] = await t().db.query<Record<string, unknown>>(
        'select * from vendors where code = $1',
        [code],
      )
      return row
    }

    async function auditOf(column: 'vendor' | 'subject', value: string) {
      const rows = await t().db.query<{
        action: string
        staff_id: string | null
        detail: string | null
        vendor: string | null
      }>(
        `select l.action, l.staff_id, l.detail, v.code as vendor from audit_log l
         left join vendors v on v.id = l.vendor_id
         where ${column === 'vendor' ? 'v.code' : 'l.subject_email'} = $1 order by l.id`,
        [value],
      )
      return rows.map((r) => [r.action, r.staff_id, r.detail, r.vendor])
    }

    it('adds, changes, lists, disables and enables a vendor, audited with no author', async () => {
      const code = uniqueVendorCode()
      const added = await admin(
        'vendor',
        'add',
        code,
        '--name-zh',
        '甲厂商',
        '--name-en',
        'Vendor A',
        '--issuer',
        'https://id.example.com',
        '--client-id',
        'portal',
        '--qualification-claim',
        'level',
        '--qualification-values',
        '["gold", 2]',
        '--package-max-bytes',
        '1048576',
      )
      expect(added).toBe(
        `added vendor ${code} (Vendor A); no client secret is configured ` +
          `(VENDOR_SECRETS_FILE or ${vendorSecretVariable(code)}): a public client, PKCE only\n` +
          'register this redirect URI with its authorisation server: ' +
          'http://localhost:3000/account/vendors/callback',
      )
      expect(await vendorRow(code)).toMatchObject({
        name_zh: '甲厂商',
        name_en: 'Vendor A',
        issuer: 'https://id.example.com',
        client_id: 'portal',
        scopes: 'openid profile',
        developer_id_claim: 'sub',
        developer_name_claim: 'name',
        qualification_claim: 'level',
        qualification_values: ['gold', 2],
        authorization_endpoint: null,
        enabled: true,
        development: false,
      })
      expect(Number((await vendorRow(code))!.package_max_bytes)).toBe(1048576)

      // `set` changes what it is given; '' clears an optional setting.
      const changed = await admin(
        'vendor',
        'set',
        code,
        '--authorization-endpoint',
        'https://id.example.com/auth',
        '--token-endpoint',
        'https://id.example.com/token',
        '--package-max-bytes',
        '',
        '--scopes',
        'openid',
      )
      expect(changed.split('\n')[0]).toMatch(new RegExp(`^changed vendor ${code} \\(Vendor A\\)`))
      expect(await vendorRow(code)).toMatchObject({
        name_en: 'Vendor A',
        authorization_endpoint: 'https://id.example.com/auth',
        token_endpoint: 'https://id.example.com/token',
        package_max_bytes: null,
        scopes: 'openid',
        qualification_values: ['gold', 2],
      })

      const list = await admin('vendor', 'list')
      expect(list).toContain(
        `${code}\tenabled \t甲厂商 / Vendor A\thttps://id.example.com (endpoints given)\tclient portal\tno secret (PKCE only)`,
      )
      expect(list.split('\n').at(-1)).toBe(
        'redirect URI to register with each vendor: http://localhost:3000/account/vendors/callback',
      )
      expect(await admin('vendor', 'disable', code)).toBe(
        `vendor ${code} is disabled: no new bindings, and new versions no longer go to it`,
      )
      expect(await admin('vendor', 'list')).toContain(`${code}\tdisabled\t`)
      expect(await admin('vendor', 'enable', code)).toBe(`vendor ${code} is enabled`)
      expect(await auditOf('vendor', code)).toEqual([
        ['vendorSaved', null, 'added', code],
        ['vendorSaved', null, 'changed', code],
        ['vendorSaved', null, 'disabled', code],
        ['vendorSaved', null, 'enabled', code],
      ])
    })

    it('says a vendor’s secret is configured without printing it', async () => {
      const output = await admin(
        'vendor',
        'add',
        securedCode,
        '--name-zh',
        '乙',
        '--name-en',
        'B',
        '--issuer',
        'https://b.example.com',
        '--client-id',
        'b',
      )
      expect(output).toContain('its client secret is configured')
      const list = await admin('vendor', 'list')
      expect(list).toContain(
        `${securedCode}\tenabled \t乙 / B\thttps://b.example.com\tclient b\tsecret configured`,
      )
      expect(list + output).not.toContain('cli-secret-never-printed')
    })

    it('says the development vendor’s secret is held by the running server, which it cannot see', async () => {
      const code = uniqueVendorCode()
      const names = ['--name-zh', '开发', '--name-en', 'Dev', '--issuer', 'https://d.example.com']
      await admin('vendor', 'add', code, ...names, '--client-id', 'dev-client')
      // As the server writes its development vendor at start (server/plugins/dev-vendor.ts).
      await t().db.query('update vendors set development = true where code = $1', [code])
      expect(await admin('vendor', 'list')).toContain(
        `client dev-client\tsecret held by the running server`,
      )
    })

    it('refuses what a vendor cannot be, saying why', async () => {
      const code = await addVendor(t())
      const fresh = uniqueVendorCode()
      const required = ['--name-zh', '名', '--name-en', 'N', '--issuer', 'https://n.example.com']
      const refusals: [string[], RegExp][] = [
        [
          ['vendor', 'add', code, ...required, '--client-id', 'c'],
          /exists already: change it with vendor set/,
        ],
        [
          ['vendor', 'add', fresh, '--name-zh', '名'],
          /needs --name-zh, --name-en, --issuer and --client-id/,
        ],
        [['vendor', 'add', 'Bad_Code', ...required, '--client-id', 'c'], /lower-case letters/],
        [
          [
            'vendor',
            'add',
            fresh,
            ...required,
            '--client-id',
            'c',
            '--token-endpoint',
            'https://t.example.com',
          ],
          /both --authorization-endpoint and --token-endpoint, or neither/,
        ],
        [
          ['vendor', 'add', fresh, ...required, '--client-id', 'c', '--qualification-claim', 'q'],
          /--qualification-values must be a JSON array/,
        ],
        [
          ['vendor', 'set', code, '--qualification-values', '{"a":1}'],
          /--qualification-values must be a JSON array/,
        ],
        [
          ['vendor', 'set', code, '--issuer', 'http://id.example.com'],
          /its addresses are https:\/\/ .*no user, password or #fragment/,
        ],
        [
          ['vendor', 'set', code, '--icon-max-bytes', '1e6'],
          /--icon-max-bytes must be a number of bytes/,
        ],
        [['vendor', 'set', code, '--client-id', ''], /--client-id needs a value/],
        [['vendor', 'set', fresh, '--name-en', 'N'], new RegExp(`no vendor ${fresh}`)],
        [['vendor', 'disable', fresh], new RegExp(`no vendor ${fresh}`)],
        [['vendor', 'set'], /vendor set needs a vendor code/],
        [['vendor', 'remove', code], /vendor add CODE/],
      ]
      for (const [argv, message] of refusals) {
        await expect(admin(...argv), argv.join(' ')).rejects.toThrow(message)
      }
      expect(await vendorRow(fresh)).toBeUndefined()
      expect(await vendorRow(code)).toMatchObject({ enabled: true, qualification_values: [] })
    })

    it('adds members of a vendor with a name, moves them, and lists both', async () => {
      const vendor = await addVendor(t())
      const email = uniqueEmail('op')
      const added = await admin(
        'staff',
        'add',
        email,
        '--role',
        'reviewer',
        '--vendor',
        vendor,
        '--name',
        'Olga Operator',
      )
      expect(added.split('\n')[0]).toBe(
        `added ${email} (reviewer at vendor ${vendor}); their set-up link, valid 72 hours, once:`,
      )
      expect(await admin('staff', 'list')).toContain(
        `${email}\treviewer\tset-up pending\tvendor ${vendor}\tOlga Operator`,
      )
      expect(await admin('staff', 'vendor', email, '-')).toBe(`${email} works for the alliance`)
      expect(await admin('staff', 'list')).toContain(
        `${email}\treviewer\tset-up pending\talliance\tOlga Operator`,
      )
      expect(await admin('staff', 'vendor', email, vendor)).toBe(
        `${email} works for vendor ${vendor}`,
      )
      // A member added before names were asked shows none.
      const unnamed = await enrolledStaff(t(), 'admin')
      expect(await admin('staff', 'list')).toContain(
        `${unnamed.email}\tadmin   \tactive\talliance\t-`,
      )
      expect(await auditOf('subject', email)).toEqual([
        ['staffAdded', null, 'reviewer', vendor],
        ['staffEdited', null, 'vendor: -', null],
        ['staffEdited', null, `vendor: ${vendor}`, vendor],
      ])
      // The CLI is the server operator's: it may change its own admins as it likes.
      expect(await admin('staff', 'vendor', unnamed.email, vendor)).toContain(vendor)
    })

    it('refuses an unknown vendor or member for staff commands', async () => {
      const email = uniqueEmail('nobody')
      await expect(
        admin('staff', 'add', email, '--role', 'reviewer', '--vendor', 'no-such-vendor'),
      ).rejects.toThrow('no vendor no-such-vendor (see vendor list)')
      await expect(
        admin('staff', 'add', email, '--role', 'reviewer', '--name', 'x'.repeat(51)),
      ).rejects.toThrow(/longer than 50/)
      const member = await enrolledStaff(t(), 'reviewer')
      await expect(admin('staff', 'vendor', member.email, 'no-such-vendor')).rejects.toThrow(
        'no vendor no-such-vendor (see vendor list)',
      )
      await expect(admin('staff', 'vendor', member.email)).rejects.toThrow(/needs a vendor code/)
      await expect(admin('staff', 'vendor', email, '-')).rejects.toThrow(`no staff member ${email}`)
      expect(await t().db.query('select 1 from staff where email = $1', [email])).toHaveLength(0)
    })

    it('lists the vendor commands in its usage', () => {
      for (const command of [
        'staff add EMAIL --role reviewer|admin [--vendor CODE] [--name "…"]',
        'staff vendor EMAIL CODE|-',
        'vendor add CODE --name-zh "…" --name-en "…" --issuer URL --client-id ID [options]',
        'vendor set CODE [options]',
        'vendor list',
        'vendor disable CODE | vendor enable CODE',
        '--qualification-values JSON',
        '--screenshot-max-bytes N',
      ]) {
        expect(ADMIN_USAGE).toContain(command)
      }
    })
  },
  () =>
    testSettings({
      vendorSecrets: {
        file: undefined,
        variables: { [vendorSecretVariable(securedCode)]: 'cli-secret-never-printed' },
      },
    }),
)
