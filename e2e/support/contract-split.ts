// One origin for the end-to-end run "behind the contract": API calls go through `prism proxy
// --errors` (which checks every request and answer against openapi/openapi.yaml and turns a
// violation into a 500 with an `sl-violations` header), everything else (the portal's pages and
// the development outbox) straight to the server.
//
// Prism parses the bodies it checks and sends them on re-encoded as text: the bytes of a file in a
// multipart upload, and of an image or package in an answer, arrive changed (stoplightio/prism
// #1321, #2349). So Prism's upstream is this split too (playwright.config.ts): the request Prism
// sends on carries the id the split gave it (SPLIT_HEADER), and goes to the server with the body
// the browser sent; the server's answer, as Prism checked it, reaches the browser with the bytes
// the server sent. Prism still sees, checks and answers every API call.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'

const port = Number(process.env.SPLIT_PORT ?? 3102)
const server = process.env.SERVER_URL ?? 'http://127.0.0.1:3100'
const prism = process.env.PRISM_URL ?? 'http://127.0.0.1:3101'

/** Marks a request Prism sends on: the id of the call it checks. */
const SPLIT_HEADER = 'x-contract-split-call'

interface Answer {
  status: number
  headers: Headers
  body: Buffer
}

/** Each API call on its way through Prism: the browser's body, then the server's answer. */
const calls = new Map<string, { body: Buffer | undefined; answer?: Answer }>()

async function bodyOf(request: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined
}

async function send(
  url: string,
  request: IncomingMessage,
  body: Buffer | undefined,
  extra: Record<string, string> = {},
): Promise<Answer> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (
      typeof value === 'string' &&
      !['host', 'content-length', 'connection', SPLIT_HEADER].includes(name)
    ) {
      headers.set(name, value)
    }
  }
  for (const [name, value] of Object.entries(extra)) headers.set(name, value)
  const answer = await fetch(url, { method: request.method, headers, body, redirect: 'manual' })
  return {
    status: answer.status,
    headers: answer.headers,
    body: Buffer.from(await answer.arrayBuffer()),
  }
}

/** The same content type, parameters aside. */
const sameType = (a: Headers, b: Headers) =>
  a.get('content-type')?.split(';')[0]?.trim() === b.get('content-type')?.split(';')[0]?.trim()

createServer(async (request, response) => {
  const path = request.url ?? '/'
  try {
    const body = await bodyOf(request)
    const forwarded = request.headers[SPLIT_HEADER]
    let answer: Answer
    if (typeof forwarded === 'string') {
      // Prism sending on a call it checks: the server gets the browser's bytes, Prism the answer.
      const call = calls.get(forwarded)
      answer = await send(server + path, request, call ? call.body : body)
      if (call) call.answer = answer
    } else if (path.startsWith('/api/')) {
      const id = randomUUID()
      calls.set(id, { body })
      try {
        answer = await send(prism + path, request, body, { [SPLIT_HEADER]: id })
        const sent = calls.get(id)?.answer
        // Prism passed the server's answer on (not one of its own, a violation's): its bytes.
        if (sent && sent.status === answer.status && sameType(sent.headers, answer.headers)) {
          answer = { ...answer, body: sent.body }
        }
      } finally {
        calls.delete(id)
      }
    } else {
      answer = await send(server + path, request, body)
    }
    const out: Record<string, string> = {}
    answer.headers.forEach((value, name) => {
      if (
        !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)
      ) {
        out[name] = value
      }
    })
    response.writeHead(answer.status, out)
    response.end(answer.body)
  } catch (error) {
    response.writeHead(502, { 'content-type': 'text/plain' })
    response.end(`contract split: ${String(error)}`)
  }
}).listen(port, '127.0.0.1', () => console.log(`contract split on ${port}`))
