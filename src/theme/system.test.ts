import { describe, expect, it } from 'vitest'
import { system, Z_INDEX_BASE } from './system'

describe('theme system', () => {
  it('defines the brand palette semantic tokens', () => {
    expect(system.token('colors.brand.solid')).toBeDefined()
    expect(system.token('colors.brand.contrast')).toBeDefined()
    expect(system.token('colors.brand.700')).toBe('#1d4ed8')
  })

  it('puts floating layers at or above the z-index base', () => {
    expect(Number(system.token('zIndex.dropdown'))).toBe(Z_INDEX_BASE)
    expect(Number(system.token('zIndex.modal'))).toBeGreaterThan(Z_INDEX_BASE)
    expect(Number(system.token('zIndex.toast'))).toBeGreaterThan(Z_INDEX_BASE)
  })
})
