// A stand-in SMS gateway for trying SMS_PROVIDER=webhook: checks the signature as a real gateway
// should (docs/server.md, "SMS webhook") and prints what it received.
// SMS_WEBHOOK_SECRET=… npx tsx deploy/try/sms-webhook-sink.ts [port]
import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'

const port = Number(process.argv[2] ?? 8025)
const secret = process.env.SMS_WEBHOOK_SECRET ?? ''
if (secret.length < 32) throw new Error('SMS_WEBHOOK_SECRET (32+ characters) is needed')

function signedRight(timestamp: string, signature: string, body: Buffer): boolean {
  const expected = Buffer.from(
    'sha256=' +
      createHmac('sha256', secret)
        .update(Buffer.concat([Buffer.from(`${timestamp}.`), body]))
        .digest('hex'),
  )
  const given = Buffer.from(signature)
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) <= 300
  return fresh && given.length === expected.length && timingSafeEqual(given, expected)
}

createServer((request, response) => {
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    const body = Buffer.concat(chunks)
    const timestamp = String(request.headers['x-portal-timestamp'] ?? '')
    const signature = String(request.headers['x-portal-signature'] ?? '')
    const delivery = String(request.headers['x-portal-delivery'] ?? '')
    const ok = request.method === 'POST' && signedRight(timestamp, signature, body)
    console.log(`SMS ${ok ? 'accepted' : 'REFUSED (bad signature)'} delivery=${delivery}`)
    console.log(body.toString('utf8'))
    response.writeHead(ok ? 200 : 401).end()
  })
}).listen(port, '127.0.0.1', () => console.log(`SMS webhook sink on 127.0.0.1:${port}`))
