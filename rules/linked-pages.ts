// The pages the server links to in what it sends (mails, the admin CLI's set-up links). The route
// table (src/config/route-table.ts) takes these pages' paths from here, so a link the server writes
// follows a page that moves.

export const linkedPages = {
  /** The developer's security page: sessions, two-step sign-in, passkeys. */
  security: '/account/personal/security',
  /**
   * Where a vendor's sign-in sends the browser back (`?code=…&state=…`): every vendor's client is
   * registered with this address under the portal's public base.
   */
  vendorCallback: '/account/vendors/callback',
  /** A new staff member's set-up page (`?token=` from the admin CLI). */
  staffSetup: '/staff/setup',
} as const
