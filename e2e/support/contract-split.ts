// One origin for the end-to-end run "behind the contract": API calls go through `prism proxy
// --errors` (which checks every request and answer against openapi/openapi.yaml and turns a
// violation into a 500 with an `sl-violations` header), everything else (the portal's pages and
// the development outbox) straight to the server.
import { createServer } from 'node:http'

const port = Number(process.env.SPLIT_PORT ?? 3102)
const server = process.env.SERVER_URL ?? 'http://127.0.0.1:3100'
const prism = process.env.PRISM_URL ?? 'http://127.0.0.1:3101'

createServer(async (request, response) => {
  const target = (request.url ?? '/').startsWith('/api/') ? prism : server
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string' && !['host', 'content-length', 'connection'].includes(name)) {
      headers.set(name, value)
    }
  }
  try {
    const answer = await fetch(target + request.url, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    })
    const out: Record<string, string> = {}
    answer.headers.forEach((value, name) => {
      if (
        !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)
      ) {
        out[name] = value
      }
    })
    response.writeHead(answer.status, out)
    response.end(Buffer.from(await answer.arrayBuffer()))
  } catch (error) {
    response.writeHead(502, { 'content-type': 'text/plain' })
    response.end(`contract split: ${String(error)}`)
  }
}).listen(port, '127.0.0.1', () => console.log(`contract split on ${port}`))
