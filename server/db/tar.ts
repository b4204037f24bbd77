import { lstatSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

// A ustar archive of a directory's regular files and folders, read synchronously: in PGlite's
// thread nothing else runs meanwhile, so the copy is the files as they were between two
// statements. Sockets and other special files are left out (the admin socket lives in DATA_DIR,
// and PGlite's own dumpDataDir fails on it).

const BLOCK = 512

function header(name: string, size: number, mode: number, mtime: Date, type: '0' | '5') {
  if (Buffer.byteLength(name) > 100) throw new Error(`path too long for the archive: ${name}`)
  const block = Buffer.alloc(BLOCK)
  const octal = (value: number, width: number) => value.toString(8).padStart(width - 1, '0') + '\0'
  block.write(name, 0)
  block.write(octal(mode & 0o7777, 8), 100)
  block.write(octal(0, 8), 108)
  block.write(octal(0, 8), 116)
  block.write(octal(size, 12), 124)
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136)
  block.write('        ', 148)
  block.write(type, 156)
  block.write('ustar\0', 257)
  block.write('00', 263)
  let sum = 0
  for (const byte of block) sum += byte
  block.write(octal(sum, 7) + ' ', 148)
  return block
}

export function tarDirectory(root: string): Buffer {
  const parts: Buffer[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const full = path.join(dir, entry)
      const name = path.relative(root, full).split(path.sep).join('/')
      const stat = lstatSync(full)
      if (stat.isDirectory()) {
        parts.push(header(`${name}/`, 0, stat.mode, stat.mtime, '5'))
        walk(full)
      } else if (stat.isFile()) {
        const data = readFileSync(full)
        parts.push(header(name, data.length, stat.mode, stat.mtime, '0'), data)
        const pad = (BLOCK - (data.length % BLOCK)) % BLOCK
        if (pad > 0) parts.push(Buffer.alloc(pad))
      }
    }
  }
  walk(root)
  parts.push(Buffer.alloc(BLOCK * 2))
  return Buffer.concat(parts)
}
