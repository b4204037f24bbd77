// The upload benchmark's packages (bench-api.ts): .rpks bundles of about 20 MB that pass every
// check, built by the real hap-toolkit (server/test/fixtures/rpk/hap-toolkit.ts) from the fixtures'
// project with ten sub-packages of incompressible data: a base package and ten sub-packages of
// about 1 MB each, and the full package hap-toolkit adds for platforms without sub-packages.
// Each copy names a package of its own (com.example.bench.upload0, …), its parts signed again
// with the packager's own functions, so that each is the first version of an app. Kept in the
// scratch folder and reused; the first build takes a minute or two.
import { randomBytes } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createHash } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  hap,
  hapDir,
  loadPackager,
  makeKey,
  type Key,
  type PackageFile,
  type Packager,
} from '../server/test/fixtures/rpk/hap-toolkit.ts'

const project = fileURLToPath(new URL('../server/test/fixtures/rpk/project', import.meta.url))
const PARTS = 10
/** Each sub-package's data: the bundle holds it twice (its .srpk and the full .rpk), ~19.3 MB. */
const PART_BYTES = 960_000

export const benchPackageName = (index: number) => `com.example.bench.upload${index}`

/** `count` bundles, each of its own package name. */
export async function benchPackages(count: number): Promise<Buffer[]> {
  const cache = path.join(hapDir, 'bench-rpks-2')
  const file = (i: number) => path.join(cache, `${benchPackageName(i)}.rpks`)
  const have = Array.from({ length: count }, (_, i) => i).filter((i) => existsSync(file(i)))
  if (have.length === count) return have.map((i) => readFileSync(file(i)))

  const packager = loadPackager()
  const work = mkdtempSync(path.join(hapDir, 'bench-'))
  try {
    const key = makeKey(path.join(work, 'key'), '/CN=Portal bench key')
    const source = path.join(work, 'source')
    cpSync(project, source, { recursive: true })
    const manifestFile = path.join(source, 'src', 'manifest.json')
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
    for (let i = 0; i < PARTS; i++) {
      const page = `pages/Part${i}`
      mkdirSync(path.join(source, 'src', page), { recursive: true })
      cpSync(
        path.join(source, 'src', 'pages', 'Detail', 'index.ux'),
        path.join(source, 'src', page, 'index.ux'),
      )
      writeFileSync(path.join(source, 'src', page, 'data.bin'), randomBytes(PART_BYTES))
      manifest.router.pages[page] = { component: 'index' }
      manifest.subpackages.push({ name: `part${i}`, resource: page })
    }
    writeFileSync(manifestFile, JSON.stringify(manifest, null, 2))
    console.log('building the upload benchmark’s .rpks with hap-toolkit …')
    const bundle = hap('release', work, key, source).get('rpks')
    if (!bundle) throw new Error('hap release made no .rpks')
    mkdirSync(cache, { recursive: true })
    for (let i = 0; i < count; i++) {
      writeFileSync(file(i), await renamed(packager, bundle, benchPackageName(i), key))
    }
    return Array.from({ length: count }, (_, i) => readFileSync(file(i)))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** The bundle with every part's manifest naming `packageName`, each part and the whole re-signed. */
async function renamed(packager: Packager, bundle: Buffer, packageName: string, key: Key) {
  const { fileList: parts, comment } = await packager.createFileListFromZipBuffer(bundle)
  const signedParts: PackageFile[] = []
  for (const part of parts) {
    if (!/\.s?rpk$/.test(part.path)) continue
    const { fileList, comment: partComment } = await packager.createFileListFromZipBuffer(
      part.content,
    )
    const files = fileList
      .filter((f) => !f.path.endsWith('/') && f.path !== 'META-INF/CERT')
      .map((f) => {
        if (f.path !== 'manifest.json') return f
        const manifest = JSON.parse(f.content.toString('utf8'))
        return {
          path: f.path,
          content: Buffer.from(JSON.stringify({ ...manifest, package: packageName })),
        }
      })
    const zip = await packager.createZipBufferForPackage({
      comment: partComment,
      resourceList: files.map((f) => ({
        fileBuildPath: f.path,
        fileContentBuffer: f.content,
        fileContentDigest: createHash('sha256').update(f.content).digest(),
      })),
    })
    signedParts.push({
      path: part.path,
      content: await packager.signZipBufferForPackage(zip, key.privatekey, key.certificate),
    })
  }
  return packager.signZipBufferForPackage(
    await packager.createZipBufferFromFileList(signedParts, comment),
    key.privatekey,
    key.certificate,
  )
}
