import { describe, expect, it } from 'vitest'
import { OTHER_APP_CERTIFICATE, APP_CERTIFICATE } from '@mocks/app-fixtures'
import {
  reviewBundleFixture,
  reviewFirstFixture,
  reviewNoChangesFixture,
  reviewUpdateFixture,
} from '@mocks/staff-app-fixtures'
import { addedNames, isFirstRelease, versionDiff } from './version-diff'

describe('versionDiff', () => {
  it('has nothing to compare for an app’s first version', () => {
    expect(versionDiff(reviewFirstFixture)).toBeNull()
    expect(addedNames(null).features.size).toBe(0)
  })

  it('takes the server’s changes of features, permissions, pages and size', () => {
    const diff = versionDiff(reviewUpdateFixture)!
    expect(diff.lists).toEqual([
      { list: 'features', added: ['system.geolocation'], removed: ['system.share'] },
      { list: 'permissions', added: ['hapjs.permission.LOCATION'], removed: [] },
      { list: 'pages', added: ['pages/Alerts'], removed: [] },
      { list: 'subpackages', added: [], removed: [] },
    ])
    expect(diff.size).toEqual({ before: 398012, after: 412733 })
    expect([diff.added, diff.removed]).toEqual([3, 1])
    expect(diff.minPlatformVersion).toBeUndefined()
    expect(diff.certificate).toBeUndefined()
  })

  it('compares the sub-packages, the minimum platform version and the signer itself', () => {
    const diff = versionDiff(reviewBundleFixture)!
    expect(diff.lists.at(-1)).toEqual({
      list: 'subpackages',
      added: ['base', 'radar'],
      removed: [],
    })
    expect(diff.minPlatformVersion).toEqual({ before: 1070, after: 1080 })
    expect(diff.certificate).toEqual({ before: APP_CERTIFICATE, after: OTHER_APP_CERTIFICATE })
    expect(addedNames(diff).pages).toEqual(new Set(['radar/pages/Radar']))
  })

  it('counts nothing when nothing changed', () => {
    const diff = versionDiff(reviewNoChangesFixture)!
    expect([diff.added, diff.removed]).toEqual([0, 0])
    expect(diff.size.before).toBe(diff.size.after)
  })
})

describe('isFirstRelease', () => {
  it('is an app’s first version, or one after versions never released', () => {
    expect(isFirstRelease(reviewFirstFixture)).toBe(true)
    const afterRejected = {
      ...reviewUpdateFixture,
      previous: { ...reviewUpdateFixture.previous!, state: 'rejected' as const },
    }
    expect(isFirstRelease(afterRejected)).toBe(true)
  })

  it('is not a version after a released one, even one replaced or taken down since', () => {
    expect(isFirstRelease(reviewUpdateFixture)).toBe(false)
    for (const state of ['offline', 'superseded'] as const) {
      const review = {
        ...reviewUpdateFixture,
        previous: { ...reviewUpdateFixture.previous!, state },
      }
      expect(isFirstRelease(review)).toBe(false)
    }
  })
})
