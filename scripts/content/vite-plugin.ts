// The content/ folder as Vite modules: `import('virtual:content/<section>')` gives the section's
// content in both languages (one chunk per section, loaded by the pages that show it). The build
// stops with every problem listed by file and field; it also writes dist/route-meta.json for the
// server (titles, descriptions, the pages that exist).
import path from 'node:path'
import { loadEnv, type Plugin, type ViteDevServer } from 'vite'
import { readSettings } from '../../src/config/settings.ts'
import { buildContent, IMAGE_MARKER, type Brand, type ContentBuild } from './build-content.ts'
import { buildRouteMeta } from './route-meta.ts'

const PREFIX = 'virtual:content/'
export const ROUTE_META_FILE = 'route-meta.json'

export function formatErrors(errors: string[]): string {
  return `content/ has ${errors.length} problem${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  - ${e}`).join('\n')}`
}

/** A module exporting the data; image markers become imports so Vite emits the files. */
export function contentModuleCode(data: unknown, root: string): string {
  const imports: string[] = []
  const json = JSON.stringify(data).replace(
    new RegExp(`"${IMAGE_MARKER}([^"]+)"`, 'g'),
    (_match, file: string) => {
      const name = `image${imports.length}`
      const fromRoot = `/${path.relative(root, file).split(path.sep).join('/')}`
      imports.push(`import ${name} from ${JSON.stringify(fromRoot)}`)
      return name
    },
  )
  return `${imports.join('\n')}\nexport default ${json}\n`
}

export function contentPlugin(options: { dir?: string } = {}): Plugin {
  let root = process.cwd()
  let contentDir = ''
  let brand: Brand
  let defaultLanguage: ReturnType<typeof readSettings>['defaultLanguage'] = 'zh-CN'
  let build: ContentBuild | undefined
  let server: ViteDevServer | undefined

  async function rebuild() {
    build = await buildContent(contentDir, brand)
    return build
  }

  return {
    name: 'portal-content',
    configResolved(config) {
      root = config.root
      contentDir = path.resolve(root, options.dir ?? 'content')
      const settings = readSettings(loadEnv(config.mode, config.envDir || root, 'VITE_'))
      brand = { brandSlug: settings.brandSlug, brandName: settings.brandName }
      defaultLanguage = settings.defaultLanguage
    },
    async buildStart() {
      const result = await rebuild()
      for (const file of result.files) this.addWatchFile(file)
      if (result.errors.length > 0) {
        if (server) server.config.logger.error(formatErrors(result.errors))
        else this.error(formatErrors(result.errors))
      }
    },
    configureServer(devServer) {
      server = devServer
      devServer.watcher.add(contentDir)
      devServer.watcher.on('all', async (_event, file) => {
        if (!file.startsWith(contentDir)) return
        const result = await rebuild()
        if (result.errors.length > 0) devServer.config.logger.error(formatErrors(result.errors))
        for (const id of devServer.moduleGraph.idToModuleMap.keys()) {
          if (id.startsWith(`\0${PREFIX}`)) {
            const mod = devServer.moduleGraph.getModuleById(id)
            if (mod) devServer.moduleGraph.invalidateModule(mod)
          }
        }
        devServer.ws.send({ type: 'full-reload' })
      })
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const section = id.slice(PREFIX.length + 1)
      const result = build ?? (await rebuild())
      if (!(section in result.modules)) this.error(`unknown content section "${section}"`)
      return contentModuleCode(result.modules[section as keyof ContentBuild['modules']], root)
    },
    generateBundle() {
      if (!build || build.errors.length > 0) return
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_META_FILE,
        source: `${JSON.stringify(buildRouteMeta(build, brand, defaultLanguage))}\n`,
      })
    },
  }
}
