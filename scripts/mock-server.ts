// The mock API of `npm run mock`: Prism serves the contract's examples on an inner port, and this
// guard in front of it keeps the mock close to the real server:
// - Prism 5.14-5.16 exits on a form body with broken percent-encoding (URIError), so such a body
//   is answered here with a 441 envelope and never reaches Prism; should Prism die anyway, it is
//   started again;
// - Prism's own problem+json answers become envelopes: a missing token 10005, an invalid request
//   440/441, so that every answer the portal sees has the `{ code, msg, data }` shape.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { catalogueMessage } from '../generated/error-catalogue.ts'

const host = process.env.MOCK_HOST ?? '127.0.0.1'
const port = Number(process.env.MOCK_PORT ?? 4010)
const prismPort = port + 1
const prismUrl = `http://${host}:${prismPort}`

let prism: ChildProcess | undefined
let stopping = false

function startPrism() {
  prism = spawn(
    fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url)),
    ['mock', 'openapi/openapi.yaml', '-h', host, '-p', String(prismPort), '--errors', 'false'],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  prism.on('exit', (code) => {
    if (stopping) return
    console.error(`mock: Prism exited (${code}); starting it again`)
    setTimeout(startPrism, 500)
  })
}

/** True when every name and value of a form body decodes. */
export function isDecodableForm(body: string): boolean {
  try {
    for (const pair of body.split('&')) decodeURIComponent(pair.replace(/\+/g, ' '))
    return true
  } catch {
    return false
  }
}

function language(request: IncomingMessage) {
  return request.headers['accept-language']?.toLowerCase().startsWith('en') ? 'en' : 'zh-CN'
}

function sendEnvelope(
  response: ServerResponse,
  status: number,
  code: number,
  lang: 'en' | 'zh-CN',
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify({ code, msg: catalogueMessage(code, lang) ?? '', data: null }))
}

type Violation = { code?: string | number; message?: string }

/** The envelope for a request Prism found invalid, from its `sl-violations` header. */
export function violationEnvelope(violations: Violation[]) {
  if (violations.some((violation) => violation.code === 415)) return { status: 415, code: 441 }
  if (violations.some((violation) => violation.code === 'required'))
    return { status: 400, code: 440 }
  return { status: 400, code: 441 }
}

/** The envelope for one of Prism's own problem+json answers. */
function problemEnvelope(status: number) {
  if (status === 401) return { status: 200, code: 10005 }
  if (status === 404) return { status: 404, code: 404 }
  if (status === 405) return { status: 405, code: 405 }
  if (status === 415) return { status: 415, code: 441 }
  if (status === 400 || status === 422) return { status: 400, code: 441 }
  return { status: 500, code: 500 }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const server = createServer(async (request, response) => {
  const lang = language(request)
  try {
    const body = await readBody(request)
    const type = request.headers['content-type'] ?? ''
    if (type.includes('application/x-www-form-urlencoded') && !isDecodableForm(body.toString())) {
      return sendEnvelope(response, 400, 441, lang)
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
        headers.set(name, value)
      }
    }
    const answer = await fetch(prismUrl + request.url, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
    })
    const text = await answer.text()
    const violations = answer.headers.get('sl-violations')
    if (violations && answer.status >= 400) {
      const { status, code } = violationEnvelope(JSON.parse(violations))
      return sendEnvelope(response, status, code, lang)
    }
    if ((answer.headers.get('content-type') ?? '').includes('problem+json')) {
      const { status, code } = problemEnvelope(answer.status)
      return sendEnvelope(response, status, code, lang)
    }
    response.writeHead(answer.status, {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
    })
    response.end(text)
  } catch (error) {
    console.error('mock:', error)
    sendEnvelope(response, 500, 500, lang)
  }
})

/** Resolves once Prism answers, so that the guard never forwards to a Prism still starting. */
async function prismReady() {
  for (;;) {
    try {
      await fetch(`${prismUrl}/api/p/filings/enum/queryFzrZjlx`, { method: 'POST' })
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

startPrism()
await prismReady()
server.listen(port, host, () =>
  console.log(`mock API on http://${host}:${port} (Prism on ${prismPort})`),
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true
    prism?.kill()
    server.close(() => process.exit(0))
  })
}
