import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// No import cycle in the server or the shared rules, type-only imports included: ESLint's
// import-x/no-cycle passes over `import type`, and a cycle of types still ties modules together
// that a reader must then understand at once.

const root = fileURLToPath(new URL('..', import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Every relative module a file imports or re-exports, types included. */
export function importsOf(file: string, text: string): string[] {
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+['"](\.[^'"]+)['"]/gms),
    ...text.matchAll(/^\s*import\s+['"](\.[^'"]+)['"]/gm),
  ].map((match) => match[1]!)
  return specifiers.map((specifier) => resolve(dirname(file), specifier))
}

/** The strongly connected components of more than one module (or a module importing itself). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let index = 0
  const indexOf = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    indexOf.set(node, index)
    low.set(node, index++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue
      if (!indexOf.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!))
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || graph.get(node)!.includes(node)) cycles.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node)
  return cycles
}

describe('import cycles', () => {
  it('finds a cycle of type imports, and none where imports go one way', () => {
    const files = {
      '/a.ts': "import type { B } from './b.ts'",
      '/b.ts': "import { type A } from './a.ts'",
    }
    const graph = new Map(Object.entries(files).map(([f, text]) => [f, importsOf(f, text)]))
    expect(cyclesOf(graph)).toEqual([['/a.ts', '/b.ts']])
    graph.set('/b.ts', [])
    expect(cyclesOf(graph)).toEqual([])
  })

  it.each(['server', 'rules'])('has none in %s/', (folder) => {
    const graph = new Map(
      sourceFiles(join(root, folder)).map((file) => [
        file,
        importsOf(file, readFileSync(file, 'utf8')),
      ]),
    )
    const cycles = cyclesOf(graph).map((cycle) => cycle.map((f) => relative(root, f)).join(' ↔ '))
    expect(cycles).toEqual([])
  })
})
