import { Alert, Code, List, Stack, Text } from '@chakra-ui/react'
import type { App, DistributionEvent, Finding, StaffDistribution } from '@generated/model'
import { SectionCard } from '@/components/ui/section-card'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { formatSize } from '../app-review/format-size'
import { HistoryCard } from '../app-review/history-card'
import {
  DistributionStateBadge,
  Fact,
  Facts,
  None,
  useVersionLabel,
} from '../app-review/version-state-badge'
import './vendor-review-messages'

// The sections of a distribution's page that state facts: where it stands, what the vendor's own
// limits find in it, who signed it, and its history at the vendor.

/** Its state and version, the developer at both ends, and the vendor's own comment. */
export function DistributionOverview({ distribution }: { distribution: StaffDistribution }) {
  const { t } = useTranslation()
  const versionLabel = useVersionLabel()
  const { version } = distribution
  return (
    <Stack gap="3">
      <Stack direction="row" gap="2" flexWrap="wrap" alignItems="center">
        <DistributionStateBadge state={distribution.state} />
        <Text color="fg.muted">{versionLabel(version)}</Text>
      </Stack>
      <Facts>
        <Fact label={t('staffVendorReview.distribution.developer')}>
          {distribution.developerName ?? <None />}
        </Fact>
        <Fact label={t('staffVendorReview.distribution.vendorDeveloperId')}>
          <Code size="sm" variant="surface" wordBreak="break-all" whiteSpace="normal">
            {distribution.vendorDeveloperId}
          </Code>
        </Fact>
        <Fact label={t('staffVendorReview.distribution.distributedAt')}>
          {formatDateTime(distribution.createdAt)}
        </Fact>
        {distribution.decidedBy && (
          <Fact label={t('staffVendorReview.actions.decidedBy')}>{distribution.decidedBy}</Fact>
        )}
        {distribution.comment && (
          <Fact label={t('staffVendorReview.distribution.comment')}>
            <Text as="span" whiteSpace="pre-wrap">
              {distribution.comment}
            </Text>
          </Fact>
        )}
        <Fact label={t('staffVendorReview.distribution.releaseNotes')}>
          {version.releaseNotes ? (
            <Text as="span" whiteSpace="pre-wrap">
              {version.releaseNotes}
            </Text>
          ) : (
            <None />
          )}
        </Fact>
      </Facts>
    </Stack>
  )
}

/** Which of the app's images a finding names: the icon, a screenshot by its place, or one gone. */
function imageLabel(app: App, imageId: unknown, t: ReturnType<typeof useTranslation>['t']) {
  if (app.icon && app.icon.id === imageId) return t('staffVendorReview.findings.icon')
  const index = app.screenshots.findIndex((image) => image.id === imageId)
  if (index >= 0) return t('staffVendorReview.findings.screenshot', { number: index + 1 })
  return t('staffVendorReview.findings.image')
}

/** One finding in words: what is over which limit, sizes as people read them. */
function FindingText({ finding, app }: { finding: Finding; app: App }) {
  const { t, i18n } = useTranslation()
  const detail = finding.detail ?? {}
  const size = (value: unknown) =>
    typeof value === 'number' ? formatSize(value, i18n.language) : String(value ?? '')
  if (finding.reason === 'packageTooLarge') {
    return t('staffVendorReview.findings.packageTooLarge', {
      size: size(detail.size),
      max: size(detail.max),
    })
  }
  if (finding.reason === 'imageTooLarge') {
    return t('staffVendorReview.findings.imageTooLarge', {
      image: imageLabel(app, detail.imageId, t),
      size: size(detail.size),
      max: size(detail.max),
    })
  }
  // The contract names only those two; another reason is named as it is, not left out (the
  // reasons' texts module is not loaded for it: scripts/size-budget.mjs).
  return t('staffVendorReview.findings.other', { reason: finding.reason })
}

/** What the vendor's own limits find in the version now (its package and images). */
export function FindingsSection({ distribution }: { distribution: StaffDistribution }) {
  const { t } = useTranslation()
  const { findings, app } = distribution
  return (
    <SectionCard title={t('staffVendorReview.findings.title')}>
      {findings.length === 0 ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t('staffVendorReview.findings.within')}</Alert.Title>
        </Alert.Root>
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{t('staffVendorReview.findings.over')}</Alert.Title>
            <List.Root as="ul" paddingStart="4">
              {findings.map((finding, index) => (
                <List.Item key={`${finding.reason}-${index}`}>
                  <FindingText finding={finding} app={app} />
                </List.Item>
              ))}
            </List.Root>
          </Alert.Content>
        </Alert.Root>
      )}
    </SectionCard>
  )
}

/** Who signed the package. */
export function DistributionSigner({ distribution }: { distribution: StaffDistribution }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('staffVendorReview.signer.title')}>
      <Facts>
        <Fact label={t('staffAppReview.signer.sha256')}>
          <Code size="sm" variant="surface" wordBreak="break-all" whiteSpace="normal">
            {distribution.version.certificateSha256}
          </Code>
        </Fact>
        <Fact label={t('staffAppReview.signer.subject')}>
          {distribution.version.certificateSubject}
        </Fact>
      </Facts>
    </SectionCard>
  )
}

const stepKey = (event: DistributionEvent) =>
  `staffVendorReview.history.steps.${event.from === null ? 'created' : event.to}`

/** The decision among the steps: the last approval or rejection by the vendor's staff. */
const decisionOf = (distribution: StaffDistribution) =>
  distribution.events.findLast(
    (event) => event.actor === 'staff' && (event.to === 'approved' || event.to === 'rejected'),
  )

/** Every step at the vendor, oldest first, with who took it and its comment. */
export function DistributionHistory({ distribution }: { distribution: StaffDistribution }) {
  const { t } = useTranslation()
  const decision = decisionOf(distribution)
  const actor = (event: DistributionEvent) =>
    event === decision && distribution.decidedBy
      ? t('staffVendorReview.history.staffBy', { email: distribution.decidedBy })
      : t(`staffVendorReview.history.actors.${event.actor}`)
  return (
    <HistoryCard
      title={t('staffVendorReview.history.title')}
      entries={distribution.events.map((event) => ({
        step: t(stepKey(event)),
        at: event.at,
        actor: actor(event),
        comment: event.comment
          ? t('staffVendorReview.history.comment', { comment: event.comment })
          : undefined,
      }))}
    />
  )
}
