import { describe, expect, it } from 'vitest'
import { checkManifest } from './manifest.ts'

const VALID = {
  package: 'com.example.app',
  name: 'App',
  versionName: '1.0.0',
  versionCode: 1,
  minPlatformVersion: 1070,
  icon: '/common/logo.png',
  config: {},
  router: { entry: 'pages/Index', pages: { 'pages/Index': { component: 'index' } } },
}

function check(fields: Record<string, unknown>, files = ['common/logo.png'], floor = 1070) {
  const text = Buffer.from(JSON.stringify({ ...VALID, ...fields }))
  return checkManifest(text, (path) => files.includes(path), { minPlatformVersion: floor })
}

const reasons = (fields: Record<string, unknown>) => check(fields).findings.map((f) => f.reason)

describe('checkManifest', () => {
  it('accepts a complete manifest and sums it up', () => {
    const { findings, manifest } = check({
      features: [{ name: 'system.fetch' }],
      permissions: [{ origin: '*' }],
      subpackages: [{ name: 'a', resource: 'pages/A', standalone: true }],
    })
    expect(findings).toEqual([])
    expect(manifest).toEqual({
      package: 'com.example.app',
      name: 'App',
      versionName: '1.0.0',
      versionCode: 1,
      minPlatformVersion: 1070,
      icon: '/common/logo.png',
      features: ['system.fetch'],
      permissions: ['*'],
      pages: ['pages/Index'],
      entry: 'pages/Index',
      subpackages: [{ name: 'a', resource: 'pages/A', standalone: true }],
    })
  })

  it.each(['com.example', 'a.b', 'com.example_app.v2', 'Com.Example.A1', `a.${'b'.repeat(253)}`])(
    'takes the package name %s',
    (name) => {
      expect(reasons({ package: name })).toEqual([])
    },
  )

  it.each([
    'example',
    '1com.example',
    '_com.example',
    'com.example-app',
    'com..example',
    'com.example.',
    '.com.example',
    'com.例子',
    `a.${'b'.repeat(254)}`,
  ])('refuses the package name %s', (name) => {
    expect(reasons({ package: name })).toEqual(['packageNameInvalid'])
  })

  it.each([0, -1, 1.5, '3', 2 ** 31, null])('refuses versionCode %j', (versionCode) => {
    expect(reasons({ versionCode })).toEqual(['versionCodeInvalid'])
  })

  it('holds minPlatformVersion to the floor, a missing one read as 1 like the runtime', () => {
    expect(check({ minPlatformVersion: 1069 }).findings).toEqual([
      { reason: 'minPlatformVersionTooLow', detail: { minPlatformVersion: 1069, required: 1070 } },
    ])
    expect(check({ minPlatformVersion: undefined }).findings).toEqual([
      { reason: 'minPlatformVersionTooLow', detail: { minPlatformVersion: 1, required: 1070 } },
    ])
    expect(reasons({ minPlatformVersion: '1070' })).toEqual([
      'manifestInvalid',
      'minPlatformVersionTooLow',
    ])
  })

  it('finds the icon from the package root, with or without a leading slash', () => {
    expect(reasons({ icon: 'common/logo.png' })).toEqual([])
    expect(check({ icon: '/common/other.png' }).findings).toEqual([
      { reason: 'iconMissing', detail: { icon: '/common/other.png' } },
    ])
  })

  it('wants the router entry among the pages', () => {
    expect(reasons({ router: { entry: 'pages/Other', pages: VALID.router.pages } })).toEqual([
      'routerEntryMissing',
    ])
    expect(reasons({ router: { pages: VALID.router.pages } })).toEqual(['routerEntryMissing'])
    expect(reasons({ router: { entry: 'toString', pages: {} } })).toEqual(['routerEntryMissing'])
  })

  it('names each missing or malformed field', () => {
    const { findings, manifest } = check({
      package: undefined,
      name: ' ',
      versionCode: undefined,
      icon: undefined,
      config: [],
      router: { entry: 'pages/Index' },
      features: [{ title: 'x' }],
      permissions: '*',
      subpackages: [{}],
    })
    expect(findings.map((f) => f.detail?.field)).toEqual([
      'package',
      'name',
      'versionCode',
      'icon',
      'config',
      'router.pages',
      'features',
      'permissions',
      'subpackages',
    ])
    expect(new Set(findings.map((f) => f.reason))).toEqual(new Set(['manifestInvalid']))
    expect(manifest).toBeUndefined()
  })

  it.each([
    ['not JSON', Buffer.from('{"package":')],
    ['not JSON', Buffer.from('\ufeff{}')],
    ['not JSON', Buffer.from([0x7b, 0xff, 0x7d])],
    ['not an object', Buffer.from('[]')],
  ])('refuses a manifest that is %s', (cause, text) => {
    expect(checkManifest(text, () => true, { minPlatformVersion: 1 }).findings).toEqual([
      { reason: 'manifestInvalid', detail: { field: '(file)', cause } },
    ])
  })
})
