import { describe, expect, it } from 'vitest'
import { formatBytes, formatSize, sizeChange } from './format-size'

describe('formatSize', () => {
  it('says bytes under a KB, one decimal in KB, two in MB', () => {
    expect(formatSize(512, 'en')).toBe('512 B')
    expect(formatSize(412733, 'en')).toBe('403.1 KB')
    expect(formatSize(2 * 1024 * 1024, 'zh-CN')).toBe('2.00 MB')
    expect(formatSize(20 * 1024 * 1024 + 1, 'en')).toBe('20.00 MB')
  })

  it('gives a difference its size whatever its sign', () => {
    expect(formatSize(-14721, 'en')).toBe('14.4 KB')
  })
})

describe('formatBytes', () => {
  it('groups the digits', () => {
    expect(formatBytes(412733, 'en')).toBe('412,733')
    expect(formatBytes(412733, 'zh-CN')).toBe('412,733')
  })
})

describe('sizeChange', () => {
  it('says a version grew, by how much and by what share of the old size', () => {
    expect(sizeChange(398012, 412733, 'en')).toEqual({
      direction: 'grew',
      delta: '14.4 KB',
      percent: '3.7%',
    })
  })

  it('says a version shrank, or kept its size', () => {
    expect(sizeChange(412733, 389120, 'en')).toMatchObject({
      direction: 'shrank',
      delta: '23.1 KB',
    })
    expect(sizeChange(398012, 398012, 'en')).toMatchObject({ direction: 'same', percent: '0.0%' })
  })
})
