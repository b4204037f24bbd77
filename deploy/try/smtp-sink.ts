// A stand-in mail server for trying a deployment: accepts every mail on loopback and prints its
// envelope and text, so the portal's SMTP_URL can be checked without a real provider.
// npx tsx deploy/try/smtp-sink.ts [port]   (then SMTP_URL=smtp://portal:any@127.0.0.1:2525)
import { SMTPServer } from 'smtp-server'

const port = Number(process.argv[2] ?? 2525)

const server = new SMTPServer({
  // Plain text on loopback: no certificate to trust, and credentials accepted without TLS.
  hideSTARTTLS: true,
  allowInsecureAuth: true,
  authOptional: true,
  onAuth(auth, _session, callback) {
    console.log(`AUTH ${auth.username}`)
    callback(null, { user: auth.username })
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ')
      console.log(`MAIL from=${from} to=${to}\n${Buffer.concat(chunks).toString('utf8')}\n---`)
      callback()
    })
  },
})

server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on 127.0.0.1:${port}`))
