// The mock API of `npm run mock`: Prism serves the contract's examples on an inner port, and this
// guard in front of it keeps the mock close to the real server:
// - Prism 5.14-5.16 exits on a form body with broken percent-encoding (URIError), so such a body
//   is answered here with a 441 envelope and never reaches Prism; should Prism die anyway, it is
//   started again;
// - Prism's own problem+json answers become envelopes: a missing token 10005, an invalid request
//   440/441, so that every answer the portal sees has the `{ code, msg, data }` shape;
// - `msg` follows `Accept-Language` (the contract's examples are written in Chinese);
// - a front-end developer picks a named example per operation from the browser: the panel at
//   /__mock sets a cookie `mock.<operationId>=<example>` that becomes Prism's `Prefer` header
//   (`?__example=<name>` on one request does the same for that request);
// - /dev/api-reference is the contract rendered by Redocly (`npm run mock` builds it first).
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import {
  Code,
  catalogueMessage,
  isFailureReason,
  type CatalogueLanguage,
} from '../generated/error-catalogue.ts'
import { reasonCatalogue } from '../generated/reason-catalogue.ts'
import { operations } from '../generated/operations.ts'

const host = process.env.MOCK_HOST ?? '127.0.0.1'
const port = Number(process.env.MOCK_PORT ?? 4010)
const prismPort = port + 1
const prismUrl = `http://${host}:${prismPort}`
const contractFile = fileURLToPath(new URL('../openapi/openapi.yaml', import.meta.url))
const referenceFile = fileURLToPath(
  new URL('../dist-reference/api-reference.html', import.meta.url),
)

let prism: ChildProcess | undefined
let stopping = false

function startPrism() {
  prism = spawn(
    fileURLToPath(new URL('../node_modules/.bin/prism', import.meta.url)),
    ['mock', contractFile, '-h', host, '-p', String(prismPort), '--errors', 'false'],
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

function language(request: IncomingMessage): CatalogueLanguage {
  return request.headers['accept-language']?.toLowerCase().startsWith('en') ? 'en' : 'zh-CN'
}

type Json = Record<string, unknown>

/** Each operation's example names, read from the contract (success first). */
export function exampleNames(): Record<string, string[]> {
  const document = parse(readFileSync(contractFile, 'utf8')) as { paths: Record<string, Json> }
  const names: Record<string, string[]> = {}
  for (const item of Object.values(document.paths)) {
    for (const op of Object.values(item) as Json[]) {
      const media = ((op.responses as Json)['200'] as Json | undefined)?.content as
        Record<string, { examples?: Json }> | undefined
      names[op.operationId as string] = Object.keys(media?.['application/json']?.examples ?? {})
    }
  }
  return names
}

/** The operation a request calls, from the generated operation table. */
export function operationOf(method: string, url: string): string | undefined {
  const path = new URL(url, 'http://mock').pathname
  return Object.entries(operations).find(([, op]) => op.method === method && op.path === path)?.[0]
}

/** The example a request asks for: its `__example` parameter, else the panel's cookie. */
export function chosenExample(
  url: string,
  cookieHeader: string | undefined,
  operationId: string | undefined,
): string | undefined {
  const fromQuery = new URL(url, 'http://mock').searchParams.get('__example')
  if (fromQuery) return fromQuery
  if (!operationId || !cookieHeader) return undefined
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === `mock.${operationId}` && value) return decodeURIComponent(value)
  }
  return undefined
}

/** An envelope's `msg` in the language asked for: the reason's text, else the code's. */
export function translateEnvelope(text: string, lang: CatalogueLanguage): string {
  let body: { code?: unknown; msg?: unknown; data?: unknown }
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    return text
  }
  if (typeof body.code !== 'number') return text
  const reason = (body.data as { reason?: unknown } | null)?.reason
  const msg = isFailureReason(reason)
    ? reasonCatalogue[reason][lang]
    : catalogueMessage(body.code, lang)
  return msg === undefined ? text : JSON.stringify({ ...body, msg })
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** The panel: one select per operation; a change sets (or clears) that operation's cookie. */
function panel(request: IncomingMessage, response: ServerResponse) {
  const cookies = request.headers.cookie
  const rows = Object.entries(exampleNames())
    .map(([operationId, names]) => {
      const chosen = chosenExample('/', cookies, operationId) ?? ''
      const options = ['', ...names]
        .map(
          (name) =>
            `<option value="${escapeHtml(name)}"${name === chosen ? ' selected' : ''}>${escapeHtml(name || 'default (success)')}</option>`,
        )
        .join('')
      return `<tr><th scope="row"><label for="${operationId}">${operationId}</label></th><td><select id="${operationId}" data-op="${operationId}">${options}</select></td></tr>`
    })
    .join('\n')
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  response.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Mock API examples</title>
<style>body{font:14px system-ui;margin:2rem}th{text-align:left;padding:.25rem 1rem .25rem 0}</style>
<h1>Mock API: which example each operation answers</h1>
<p>Choices are cookies of this site; reload the portal after a change. <button id="reset">Reset all</button></p>
<table>${rows}</table>
<script>
for (const select of document.querySelectorAll('select')) select.addEventListener('change', () => {
  const name = 'mock.' + select.dataset.op
  document.cookie = select.value ? name + '=' + encodeURIComponent(select.value) + '; path=/' : name + '=; path=/; max-age=0'
})
document.getElementById('reset').addEventListener('click', () => {
  for (const select of document.querySelectorAll('select')) { select.value = ''; select.dispatchEvent(new Event('change')) }
})
</script></html>`)
}

function sendEnvelope(
  response: ServerResponse,
  status: number,
  code: number,
  lang: CatalogueLanguage,
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify({ code, msg: catalogueMessage(code, lang) ?? '', data: null }))
}

type Violation = { code?: string | number; message?: string }

/** The envelope for a request Prism found invalid, from its `sl-violations` header. */
export function violationEnvelope(violations: Violation[]) {
  if (violations.some((violation) => violation.code === 415))
    return { status: 415, code: Code.invalidParameter }
  if (violations.some((violation) => violation.code === 'required'))
    return { status: 400, code: Code.missingParameter }
  return { status: 400, code: Code.invalidParameter }
}

/** The envelope for one of Prism's own problem+json answers. */
function problemEnvelope(status: number) {
  if (status === 401) return { status: 200, code: Code.sessionInvalid }
  if (status === 404) return { status: 404, code: 404 }
  if (status === 405) return { status: 405, code: 405 }
  if (status === 415) return { status: 415, code: Code.invalidParameter }
  if (status === 400 || status === 422) return { status: 400, code: Code.invalidParameter }
  return { status: 500, code: 500 }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const server = createServer(async (request, response) => {
  const lang = language(request)
  if (request.url === '/__mock' || request.url === '/__mock/') return panel(request, response)
  if (request.url === '/dev/api-reference') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    return response.end(readFileSync(referenceFile))
  }
  try {
    const body = await readBody(request)
    const type = request.headers['content-type'] ?? ''
    if (type.includes('application/x-www-form-urlencoded') && !isDecodableForm(body.toString())) {
      return sendEnvelope(response, 400, Code.invalidParameter, lang)
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
        headers.set(name, value)
      }
    }
    const url = new URL(request.url ?? '/', 'http://mock')
    const example = chosenExample(
      url.toString(),
      request.headers.cookie,
      operationOf(request.method ?? 'GET', url.toString()),
    )
    if (example && !headers.has('prefer')) headers.set('prefer', `example=${example}`)
    url.searchParams.delete('__example')
    const answer = await fetch(prismUrl + url.pathname + url.search, {
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
    response.end(translateEnvelope(text, lang))
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

// Imported by its tests for the helpers above; started as a program by `npm run mock`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startPrism()
  await prismReady()
  server.listen(port, host, () => {
    const web = process.env.MOCK_WEB_URL ?? 'http://127.0.0.1:5173'
    console.log(
      [
        `mock API on http://${host}:${port} (Prism on ${prismPort})`,
        `portal against it:  ${web}`,
        `pick examples:      ${web}/__mock`,
        `API reference:      ${web}/dev/api-reference`,
      ].join('\n'),
    )
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true
      prism?.kill()
      server.close(() => process.exit(0))
    })
  }
}
