import { startDevVendor, type DevVendor } from '../dev-vendor/dev-vendor.ts'

// A real OpenID Connect provider for server tests: the development vendor (oidc-provider) on a
// free loopback port, and a browser's part in its sign-in without a browser: follow the
// redirects with the cookies they set, post the development sign-in form, post the consent, and
// stop where the provider sends the browser back to the portal.

/** Where the tests' provider sends the browser back (the portal's callback page). */
export const TEST_REDIRECT_URI = 'http://localhost:3000/account/vendors/callback'

/** A browser's part at the provider: each call follows on from the cookies of the ones before. */
export interface TestBrowser {
  /**
   * Signs in at the provider as `login` (a name containing `unqualified`: a developer the
   * vendor has not qualified) from `authorizationUrl`, consents, and returns the query string
   * the provider sends the browser back with (`code=…&state=…&iss=…`), without `?`: what the
   * portal's callback page posts to finishVendorBinding.
   */
  signIn(authorizationUrl: string, login: string): Promise<string>
  /** Cancels at the sign-in page instead: the query string says `error=access_denied`. */
  deny(authorizationUrl: string): Promise<string>
}

export interface TestVendor extends DevVendor, TestBrowser {
  /** A browser that keeps its cookies (the provider's session) from one call to the next. */
  browser(): TestBrowser
}

interface Cookie {
  name: string
  value: string
  path: string
}

/** The cookies one browser holds for the provider (one host): by name and path. */
class CookieJar {
  private cookies: Cookie[] = []

  take(answer: Response) {
    for (const line of answer.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const equals = pair.indexOf('=')
      const name = pair.slice(0, equals)
      const value = pair.slice(equals + 1)
      let path = '/'
      let expired = value === ''
      for (const attribute of attributes) {
        const [key = '', setting = ''] = attribute.split('=')
        if (key.toLowerCase() === 'path') path = setting
        if (key.toLowerCase() === 'expires' && Date.parse(setting) <= Date.now()) expired = true
        if (key.toLowerCase() === 'max-age' && Number(setting) <= 0) expired = true
      }
      this.cookies = this.cookies.filter((c) => c.name !== name || c.path !== path)
      if (!expired) this.cookies.push({ name, value, path })
    }
  }

  header(url: URL): string {
    return this.cookies
      .filter(
        (c) => url.pathname === c.path || url.pathname.startsWith(c.path.replace(/\/?$/, '/')),
      )
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
  }
}

const decodeHtml = (text: string) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&#x2F;', '/')
    .replaceAll('&#x3D;', '=')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")

/** The browser's side of one authorisation at the provider. */
async function browse(
  jar: CookieJar,
  authorizationUrl: string,
  redirectUri: string,
  act: (page: string, pageUrl: URL) => { action: URL; fields: Record<string, string> } | URL,
): Promise<string> {
  let next: { url: URL; form?: Record<string, string> } = { url: new URL(authorizationUrl) }
  for (let step = 0; step < 20; step++) {
    const { url, form } = next
    const headers: Record<string, string> = { cookie: jar.header(url) }
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded'
    const answer = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    })
    jar.take(answer)
    const location = answer.headers.get('location')
    if (answer.status >= 300 && answer.status < 400 && location) {
      await answer.body?.cancel()
      const target = new URL(location, url)
      if (target.href.startsWith(`${redirectUri}?`)) return target.search.slice(1)
      next = { url: target }
      continue
    }
    const page = await answer.text()
    if (answer.status !== 200) {
      throw new Error(`the provider answered ${answer.status} at ${url.pathname}:\n${page}`)
    }
    const done = act(page, url)
    next = done instanceof URL ? { url: done } : { url: done.action, form: done.fields }
  }
  throw new Error('the provider never sent the browser back')
}

/** The page's form: where it posts, and its hidden fields. */
function formOf(page: string, pageUrl: URL) {
  const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
  if (!action) throw new Error(`no form on the provider's page:\n${page}`)
  const fields: Record<string, string> = {}
  for (const [, name, value] of page.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g,
  )) {
    fields[name!] = decodeHtml(value!)
  }
  return { action: new URL(decodeHtml(action), pageUrl), fields }
}

/**
 * The development vendor on a free port, sending the browser back to `redirectUri`; close it
 * after the tests (afterAll).
 */
export async function startTestVendor(redirectUri = TEST_REDIRECT_URI): Promise<TestVendor> {
  const vendor = await startDevVendor({ port: 0, redirectUris: [redirectUri] })
  const browser = (jar = new CookieJar()): TestBrowser => ({
    signIn: (authorizationUrl, login) =>
      browse(jar, authorizationUrl, redirectUri, (page, pageUrl) => {
        const form = formOf(page, pageUrl)
        // The sign-in page asks for a login name and any password; the consent page, a click.
        if (form.fields.prompt === 'login') {
          return { ...form, fields: { ...form.fields, login, password: 'any' } }
        }
        return form
      }),
    deny: (authorizationUrl) =>
      browse(jar, authorizationUrl, redirectUri, (page, pageUrl) => {
        const abort = /<a href="([^"]+\/abort)"/.exec(page)?.[1]
        if (!abort) throw new Error(`no cancel link on the provider's page:\n${page}`)
        return new URL(decodeHtml(abort), pageUrl)
      }),
  })
  return {
    ...vendor,
    // A new browser each time: nothing of an earlier sign-in carries over.
    signIn: (authorizationUrl, login) => browser().signIn(authorizationUrl, login),
    deny: (authorizationUrl) => browser().deny(authorizationUrl),
    browser: () => browser(),
  }
}
