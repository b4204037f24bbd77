/**
 * The browser and system a user agent names, for the session list and the sign-in notice. A short
 * table, not a full parser: the browsers and systems developers here use; anything else is null.
 * Order matters: in-app and derived browsers carry Chrome's or Safari's tokens too, so they come
 * first, and iOS and Android say "like Mac OS X" and "Linux".
 */

export interface UserAgentInfo {
  /** Name and major version (`Chrome 131`), or null. */
  browser: string | null
  /** Name, with the major version for iOS and Android (`iOS 18`), or null. */
  os: string | null
  /** The names without versions: what the sign-in notice compares. */
  browserFamily: string | null
  osFamily: string | null
}

const BROWSERS: [name: string, pattern: RegExp][] = [
  ['WeChat', /MicroMessenger\/(\d+)/],
  ['QQ Browser', /M?QQBrowser\/(\d+)/],
  ['UC', /UCBrowser\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|OPiOS|OPT)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  // Safari says its version in Version/; Android's old stock browser says it too, but not Safari/.
  ['Safari', /Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
]

const SYSTEMS: [name: string, pattern: RegExp, versioned: boolean][] = [
  // Huawei's HarmonyOS also says Android (before version 5) or is OpenHarmony.
  ['HarmonyOS', /HarmonyOS|OpenHarmony/, false],
  ['Windows', /Windows NT/, false],
  ['iOS', /(?:iPhone|iPad|iPod).*? OS (\d+)[_\d]* like Mac OS X/, true],
  ['Android', /Android(?: (\d+))?/, true],
  ['ChromeOS', /CrOS/, false],
  ['macOS', /Macintosh|Mac OS X/, false],
  ['Linux', /Linux/, false],
]

/** Reads the browser and system of a user agent (at most its first 512 characters). */
export function readUserAgent(userAgent: string): UserAgentInfo {
  const ua = userAgent.slice(0, 512)
  const info: UserAgentInfo = { browser: null, os: null, browserFamily: null, osFamily: null }
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua)
    if (match) {
      info.browser = `${name} ${match[1]}`
      info.browserFamily = name
      break
    }
  }
  for (const [name, pattern, versioned] of SYSTEMS) {
    const match = pattern.exec(ua)
    if (match) {
      info.os = versioned && match[1] ? `${name} ${match[1]}` : name
      info.osFamily = name
      break
    }
  }
  return info
}
