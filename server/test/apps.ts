import { expect } from 'vitest'
import { fixture as imageFixture } from './fixtures/images/fixtures.ts'
import { fixture } from './fixtures/rpk/fixtures.ts'
import { completeUser, type CallOptions, type TestApp } from './harness.ts'

// Open-platform journeys used by the apps test files: a developer with a complete profile, an
// app of the fixtures' package, uploads of the committed packages and images.

/** The package every RPK fixture names (server/test/fixtures/rpk/project). */
export const FIXTURE_PACKAGE = 'com.example.portal.fixture'

/** Everything an app needs to be submitted for review, but its images. */
export const FULL_INFO = {
  kind: 'quickApp',
  category: 'tools',
  nameZh: '示例应用',
  nameEn: 'Example app',
  summaryZh: '一句话介绍',
  summaryEn: 'One line about it',
  descriptionZh: '这个应用做什么。',
  descriptionEn: 'What the app does.',
  privacyPolicyUrl: 'https://example.com/privacy',
}

/**
 * Frees the fixtures' package name for the next app: an app that was released cannot be deleted,
 * and a package name is claimed once on the platform, so a test retires its app's name instead.
 */
export async function retirePackageName(t: TestApp, packageName = FIXTURE_PACKAGE) {
  await t.db.query(
    `update apps set package_name = 'retired.app' || id where lower(package_name) = lower($1)`,
    [packageName],
  )
}

/** A developer with a complete profile and an app of `packageName` (the fixtures' by default). */
export async function developerWithApp(
  t: TestApp,
  packageName = FIXTURE_PACKAGE,
  info: Record<string, string> = FULL_INFO,
) {
  await retirePackageName(t, packageName)
  const user = await completeUser(t)
  const created = await t.call('createApp', { token: user.token, body: { packageName, ...info } })
  expect(created.code, created.msg).toBe(0)
  return { ...user, appId: created.data.app.id as number }
}

/** Uploads a committed RPK fixture (or the bytes given) as a version of the app. */
export function uploadPackage(
  t: TestApp,
  token: string,
  appId: number,
  file: string | Uint8Array,
  options: Partial<CallOptions> = {},
) {
  const bytes = typeof file === 'string' ? fixture(file) : file
  const { body, ...rest } = options
  return t.call('uploadVersion', {
    token,
    body: { appId, ...body },
    files: {
      package: { bytes, filename: typeof file === 'string' ? file : 'package.rpk' },
    },
    ...rest,
  })
}

/** The reasons of a refused upload's findings, in their order. */
export const reasonsOf = (reply: { data: { findings?: { reason: string }[] } | null }) =>
  (reply.data?.findings ?? []).map((finding) => finding.reason)

/** Uploads a committed image fixture (or the bytes given) as the app's icon or a screenshot. */
export function uploadImage(
  t: TestApp,
  token: string,
  appId: number,
  role: 'icon' | 'screenshot',
  file: string | Uint8Array,
  options: Partial<CallOptions> = {},
) {
  const bytes = typeof file === 'string' ? imageFixture(file) : file
  return t.call(role === 'icon' ? 'uploadIcon' : 'addScreenshot', {
    token,
    body: { appId },
    files: { file: { bytes, filename: typeof file === 'string' ? file : 'image.png' } },
    ...options,
  })
}

/** An icon and three screenshots: what an app needs, besides its texts, to be submitted. */
export async function addImages(t: TestApp, token: string, appId: number) {
  expect((await uploadImage(t, token, appId, 'icon', 'icon.png')).code).toBe(0)
  for (const name of ['screenshot.png', 'screenshot.jpg', 'screenshot.webp']) {
    expect((await uploadImage(t, token, appId, 'screenshot', name)).code).toBe(0)
  }
}
