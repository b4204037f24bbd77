import { describe, expect, it } from 'vitest'
import { Code } from '@generated/error-catalogue'
import {
  addedScreenshotFixture,
  appDetailFixture,
  appDetailNewFixture,
  appDraftVersionFixture,
  appIconFixture,
  appListFixtures,
  appPage,
  exampleFindings,
  manyAppListItems,
  reasonFixture,
  refusalFixture,
  v2Fixture,
  wrongPackageFindings,
} from './app-fixtures'
import { success } from './envelopes'
import { contractExample, expectSchema } from './contract-schemas'

// The developer's app stories must answer what the server answers: each named fixture is the
// contract's example of that name, and every fixture passes the schema of the real answer.

describe('app fixtures are the contract examples', () => {
  it.each([
    ['AppPageSuccess', appPage(appListFixtures)],
    ['AppPageEmpty', appPage([])],
    ['AppDetailNew', appDetailNewFixture],
    ['AppDetailDraftVersion', appDraftVersionFixture],
    ['AppDetailInReview', appDetailFixture('inReview')],
    ['AppDetailApproved', appDetailFixture('approved')],
    ['AppDetailRejected', appDetailFixture('rejected')],
    ['AppDetailWithdrawn', appDetailFixture('withdrawn')],
    ['AppDetailListed', appDetailFixture('released')],
    ['AppDetailOffline', appDetailFixture('offline')],
    ['AppVersionDraft', v2Fixture('draft')],
    ['AppVersionInReview', v2Fixture('inReview')],
    ['AppVersionWithdrawn', v2Fixture('withdrawn')],
    ['AppVersionReleased', v2Fixture('released')],
    ['AppImageIcon', appIconFixture],
    ['AppImageScreenshot', addedScreenshotFixture],
  ])('%s', (name, data) => {
    expect(success(data)).toEqual(contractExample(name))
  })

  it.each([
    ['E12001CertificateChanged', Code.rpkUploadFailed],
    ['E12001Debug', Code.rpkUploadFailed],
    ['E12001Findings', Code.rpkUploadFailed],
    ['E12001VersionCode', Code.rpkUploadFailed],
    ['E12001TooLarge', Code.rpkUploadFailed],
    ['E12010NotZip', Code.invalidFileFormat],
    ['E12103AppIncomplete', Code.publishAppFailed],
    ['E12002IconTooSmall', Code.iconUploadFailed],
    ['E12002IconNotSquare', Code.iconUploadFailed],
    ['E12003ScreenshotLimit', Code.screenshotUploadFailed],
    ['E12003NotPortrait', Code.screenshotUploadFailed],
    ['E12003SizeClass', Code.screenshotUploadFailed],
    ['E12010ImageFormat', Code.invalidFileFormat],
    ['E12010ImageCorrupt', Code.invalidFileFormat],
    ['E12012ImageTooLarge', Code.imageTooLarge],
    ['E12012TooManyPixels', Code.imageTooLarge],
  ] as const)('%s', (name, code) => {
    expect(refusalFixture(code, exampleFindings(name))).toEqual(contractExample(name))
  })

  it.each([
    ['E12101PackageTaken', Code.createAppFailed, 'packageTaken'],
    ['E12102InReview', Code.updateAppFailed, 'inReview'],
    ['E12105Released', Code.deleteAppFailed, 'released'],
    ['E12105InReview', Code.deleteAppFailed, 'inReview'],
    ['E12103AlreadyInReview', Code.publishAppFailed, 'alreadyInReview'],
    ['E12103NotDraft', Code.publishAppFailed, 'notDraft'],
    ['E12103NotInReview', Code.publishAppFailed, 'notInReview'],
    ['E12103NotApproved', Code.publishAppFailed, 'notApproved'],
    ['E12103OlderThanReleased', Code.publishAppFailed, 'olderThanReleased'],
    ['E12103NotOffline', Code.publishAppFailed, 'notOffline'],
    ['E12104NotListed', Code.takeAppOfflineFailed, 'notListed'],
    ['E12002InReview', Code.iconUploadFailed, 'inReview'],
    ['E12003InReview', Code.screenshotUploadFailed, 'inReview'],
    ['E441AppNotFound', Code.invalidParameter, 'appNotFound'],
    ['E441VersionNotFound', Code.invalidParameter, 'versionNotFound'],
  ] as const)('%s', (name, code, reason) => {
    expect(reasonFixture(code, reason)).toEqual(contractExample(name))
  })
})

describe('app fixtures follow the contract', () => {
  it('the other states and the long list', () => {
    expectSchema('AppDetail', appDetailFixture('draft'))
    for (const item of manyAppListItems(45)) expectSchema('AppListItem', item)
    expectSchema('AppPage', appPage(manyAppListItems(45), { pageNum: 2 }))
  })

  it('the findings of a wrong package', () => {
    for (const finding of wrongPackageFindings) expectSchema('Finding', finding)
    expectSchema('ErrorResponse', refusalFixture(Code.rpkUploadFailed, wrongPackageFindings, 'en'))
  })
})
