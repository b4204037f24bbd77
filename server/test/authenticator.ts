import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'

// A software passkey for the server tests: what a platform authenticator and the browser do
// between them, in a few lines. An ES256 key pair (node:crypto), attestation 'none', authenticator
// data with the RP id's hash, the flags, the signature counter and (at creation) the credential
// id and its COSE public key, all encoded with the little CBOR below.

type Cbor = number | string | Uint8Array | CborMap
interface CborMap {
  [key: string]: Cbor
}

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n])
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n])
  if (n < 0x10000) {
    const b = Buffer.alloc(3)
    b[0] = (major << 5) | 25
    b.writeUInt16BE(n, 1)
    return b
  }
  const b = Buffer.alloc(5)
  b[0] = (major << 5) | 26
  b.writeUInt32BE(n, 1)
  return b
}

/** CBOR of integers, text, bytes and maps: what attestation objects and COSE keys need. */
export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8')
    return Buffer.concat([head(3, bytes.length), bytes])
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  return cborMap(Object.entries(value))
}

/** A map in the order given: integer keys (COSE) or text keys (attestation objects). */
export function cborMap(entries: [number | string, Cbor][]): Buffer {
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ])
}

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_AT = 0x40

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()
const b64url = (data: Buffer) => data.toString('base64url')

interface CeremonyOptions {
  /** Where the page runs (the browser puts it in clientDataJSON). */
  origin: string
  /** The RP id the authenticator hashes; the options' own unless a test says otherwise. */
  rpId?: string
  /** Whether the user was verified (fingerprint, PIN): the UV flag. */
  userVerified?: boolean
  /** Another challenge than the options' (a test of a challenge the server did not issue). */
  challenge?: string
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16)
  counter = 0
  /** False: an authenticator without a signature counter (reports 0 every time). */
  readonly counts: boolean
  /** Kept from the creation options: a passkey answers with its user handle. */
  private userHandle = ''
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject
  constructor(counts = true) {
    this.counts = counts
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = pair.privateKey
    this.publicKey = pair.publicKey
  }

  get id() {
    return b64url(this.credentialId)
  }

  private coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: 'jwk' })
    return cborMap([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ])
  }

  private authenticatorData(rpId: string, flags: number, attested: boolean): Buffer {
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.counts ? this.counter : 0)
    const parts: Uint8Array[] = [sha256(rpId), Buffer.from([flags]), counter]
    if (attested) {
      const length = Buffer.alloc(2)
      length.writeUInt16BE(this.credentialId.length)
      parts.push(Buffer.alloc(16), length, this.credentialId, this.coseKey())
    }
    return Buffer.concat(parts)
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  /** navigator.credentials.create() with the server's creation options: the JSON to send. */
  create(
    options: { challenge: string; rp: { id?: string }; user: { id: string } },
    ceremony: CeremonyOptions,
  ): string {
    this.userHandle = options.user.id
    const rpId = ceremony.rpId ?? options.rp.id ?? new URL(ceremony.origin).hostname
    const flags = FLAG_UP | FLAG_AT | (ceremony.userVerified === false ? 0 : FLAG_UV)
    const authData = this.authenticatorData(rpId, flags, true)
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData })
    const clientDataJSON = this.clientData(
      'webauthn.create',
      ceremony.challenge ?? options.challenge,
      ceremony.origin,
    )
    return this.answer({
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    })
  }

  /** navigator.credentials.get() with the server's request options: the JSON to send. */
  get(options: { challenge: string; rpId?: string }, ceremony: CeremonyOptions): string {
    if (this.counts) this.counter += 1
    const rpId = ceremony.rpId ?? options.rpId ?? new URL(ceremony.origin).hostname
    const flags = FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV)
    const authData = this.authenticatorData(rpId, flags, false)
    const clientDataJSON = this.clientData(
      'webauthn.get',
      ceremony.challenge ?? options.challenge,
      ceremony.origin,
    )
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), {
      key: this.privateKey,
      dsaEncoding: 'der',
    })
    return this.answer({
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: this.userHandle,
    })
  }

  /** The credential as @simplewebauthn/browser hands it over, as the JSON string the API takes. */
  private answer(response: Record<string, unknown>): string {
    return JSON.stringify({
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    })
  }
}
