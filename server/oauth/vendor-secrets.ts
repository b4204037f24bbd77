import { readFileSync } from 'node:fs'
import type { VendorSecretSources } from '../settings.ts'

/** VENDOR_SECRETS_FILE cannot be read or is not a JSON object of secrets by vendor code. */
export class VendorSecretsFileError extends Error {
  override name = 'VendorSecretsFileError'
}

/** The variable that holds a vendor's secret: its code upper-cased, `-` as `_`. */
export const vendorSecretVariable = (code: string) =>
  `VENDOR_SECRET_${code.toUpperCase().replaceAll('-', '_')}`

/**
 * The file's secrets by vendor code. Its text never goes into a message (JSON.parse's messages
 * quote the text around the fault, which would be a secret).
 */
function readSecretsFile(file: string): Record<string, string> {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message
    throw new VendorSecretsFileError(`VENDOR_SECRETS_FILE ${file} cannot be read (${reason})`)
  }
  let secrets: unknown
  try {
    secrets = JSON.parse(text)
  } catch {
    throw new VendorSecretsFileError(`VENDOR_SECRETS_FILE ${file} is not valid JSON`)
  }
  if (typeof secrets !== 'object' || secrets === null || Array.isArray(secrets)) {
    throw new VendorSecretsFileError(
      `VENDOR_SECRETS_FILE ${file} must be a JSON object of secrets by vendor code ({ "code": "secret" })`,
    )
  }
  for (const [code, secret] of Object.entries(secrets)) {
    if (typeof secret !== 'string') {
      throw new VendorSecretsFileError(
        `VENDOR_SECRETS_FILE ${file}: the secret of "${code}" must be a string`,
      )
    }
  }
  return secrets as Record<string, string>
}

/**
 * A vendor's client secret, never kept in the database: one held in memory (`held`, by code: the
 * development vendor's, made at each start), else VENDOR_SECRETS_FILE (read again at each call,
 * so that a secret can be rotated without a restart), else VENDOR_SECRET_<CODE>. An empty secret
 * counts as none. Undefined: the vendor is a public client (PKCE only). A file that cannot be read
 * or is not a JSON object of strings throws VendorSecretsFileError, naming the file only.
 */
export function vendorSecret(
  settings: { vendorSecrets: VendorSecretSources },
  code: string,
  held?: Readonly<Record<string, string>>,
): string | undefined {
  const inMemory = held && Object.hasOwn(held, code) ? held[code] : undefined
  if (inMemory) return inMemory
  const { file, variables } = settings.vendorSecrets
  if (file) {
    const secrets = readSecretsFile(file)
    if (Object.hasOwn(secrets, code) && secrets[code]) return secrets[code]
  }
  const variable = vendorSecretVariable(code)
  return (Object.hasOwn(variables, variable) && variables[variable]) || undefined
}
