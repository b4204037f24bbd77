import { chmodSync, rmSync } from 'node:fs'
import { createConnection, createServer } from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { runAdminCommand } from './admin-commands.ts'
import type { Settings } from './settings.ts'

// PGlite is one process's database: while the server runs, the admin CLI cannot open the data
// directory itself, so the server takes its commands over a socket only the owner can use.

export const adminSocketPath = (settings: Settings) => path.join(settings.dataDir, 'admin.sock')

export async function startAdminSocket(app: FastifyInstance, settings: Settings) {
  if (settings.databaseUrl) return
  const socketPath = adminSocketPath(settings)
  rmSync(socketPath, { force: true })
  const server = createServer((socket) => {
    let input = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      input += chunk
      if (!input.includes('\n')) return
      let argv: string[] = []
      try {
        argv = JSON.parse(input.slice(0, input.indexOf('\n'))) as string[]
      } catch {
        socket.end(JSON.stringify({ ok: false, output: 'bad request' }) + '\n')
        return
      }
      runAdminCommand(app.ctx, argv).then(
        (output) => socket.end(JSON.stringify({ ok: true, output }) + '\n'),
        (error: unknown) =>
          socket.end(JSON.stringify({ ok: false, output: (error as Error).message }) + '\n'),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(socketPath, resolve))
  chmodSync(socketPath, 0o600)
  app.addHook('onClose', async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(socketPath, { force: true })
  })
}

/** Sends a command to a running server; undefined when none listens. */
export function sendAdminCommand(
  socketPath: string,
  argv: string[],
): Promise<{ ok: boolean; output: string } | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath)
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined)
      else reject(error)
    })
    socket.on('connect', () => socket.write(JSON.stringify(argv) + '\n'))
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(JSON.parse(answer) as { ok: boolean; output: string }))
  })
}
