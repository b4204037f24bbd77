import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/api-client'
import { detailRows, findingsOf, hasFindings } from './findings'

describe('the findings of a refused upload', () => {
  it('are the listed findings, else the one reason, else none', () => {
    const findings = [{ reason: 'iconMissing', detail: { icon: '/a.png' } }, { reason: 'notZip' }]
    const listed = new ApiError(12001, 'x', 200, 'iconMissing', { reason: 'iconMissing', findings })
    expect(findingsOf(listed)).toEqual(findings)
    expect(hasFindings(listed)).toBe(true)
    const reasonOnly = new ApiError(12103, 'x', 200, 'notDraft', { reason: 'notDraft' })
    expect(findingsOf(reasonOnly)).toEqual([{ reason: 'notDraft' }])
    expect(hasFindings(reasonOnly)).toBe(false)
    expect(findingsOf(new ApiError(443))).toEqual([])
    expect(findingsOf(new Error('x'))).toEqual([])
  })

  it('leave out what is not a finding', () => {
    const error = new ApiError(12001, 'x', 200, undefined, {
      findings: [{ reason: 'nonsense' }, null, { reason: 'notZip' }],
    })
    expect(findingsOf(error)).toEqual([{ reason: 'notZip' }])
  })

  it('show each detail under its label, sizes in KB or MB where the reason counts bytes', () => {
    expect(
      detailRows({ reason: 'packageTooLarge', detail: { size: 31457280, max: 20971520 } }),
    ).toEqual([
      {
        key: 'size',
        labelKeys: ['apps.findings.reasonLabel.packageTooLarge.size', 'apps.findings.label.size'],
        value: '30.0 MB',
        code: false,
      },
      {
        key: 'max',
        labelKeys: ['apps.findings.reasonLabel.packageTooLarge.max', 'apps.findings.label.max'],
        value: '20.0 MB',
        code: false,
      },
    ])
    const [entries] = detailRows({ reason: 'tooManyEntries', detail: { max: 5000 } })
    expect(entries?.value).toBe('5000')
    const [pinned] = detailRows({ reason: 'certificateChanged', detail: { pinned: 'ab' } })
    expect(pinned?.code).toBe(true)
  })
})
