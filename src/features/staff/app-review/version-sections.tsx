import { Alert, Badge, Code, HStack, Link, List, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type {
  App,
  AppVersion,
  StaffApplicant,
  StaffAppReview,
  VersionEvent,
} from '@generated/model'
import { ReviewStatusBadge } from '@/components/account/review-status-badge'
import { SectionCard } from '@/components/ui/section-card'
import { formatDateTime } from '@/lib/format/format-date'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { formatBytes, formatSize } from './format-size'
import { HistoryCard } from './history-card'
import { DistributionStateBadge, Fact, Facts, None, VersionStateBadge } from './version-state-badge'

// The review page's sections that state facts: the package (the manifest's summary), the signer,
// the app's information, the developer, the history of the version, and the decision once made.

function Hash({ value }: { value: string }) {
  return (
    <Code size="sm" variant="surface" wordBreak="break-all" whiteSpace="normal">
      {value}
    </Code>
  )
}

/** What the package's summary shows of a version (the alliance's review and a vendor's). */
export type PackageFacts = Pick<
  AppVersion,
  | 'versionName'
  | 'versionCode'
  | 'minPlatformVersion'
  | 'packageKind'
  | 'size'
  | 'sha256'
  | 'createdAt'
>

/** The manifest's summary and the package's size and digest. */
export function PackageSummary({
  app,
  version,
  actions,
}: {
  app: App
  version: PackageFacts
  actions: ReactNode
}) {
  const { t, i18n } = useTranslation()
  return (
    <SectionCard title={t('staffAppReview.package.title')}>
      <Stack gap="5">
        <Facts>
          <Fact label={t('staffAppReview.package.packageName')}>
            <Hash value={app.packageName} />
          </Fact>
          <Fact label={t('staffAppReview.package.name')}>
            {app.nameEn ? `${app.nameZh} / ${app.nameEn}` : app.nameZh}
          </Fact>
          <Fact label={t('staffAppReview.package.versionName')}>
            {version.versionName ?? <None />}
          </Fact>
          <Fact label={t('staffAppReview.package.versionCode')}>{version.versionCode}</Fact>
          <Fact label={t('staffAppReview.package.minPlatformVersion')}>
            {version.minPlatformVersion}
          </Fact>
          <Fact label={t('staffAppReview.package.packageKind')}>
            {t(`staffAppReview.package.kinds.${version.packageKind}`)}
          </Fact>
          <Fact label={t('staffAppReview.package.size')}>
            {t('staffAppReview.package.sizeValue', {
              size: formatSize(version.size, i18n.language),
              bytes: formatBytes(version.size, i18n.language),
            })}
          </Fact>
          <Fact label={t('staffAppReview.package.sha256')}>
            <Hash value={version.sha256} />
          </Fact>
          <Fact label={t('staffAppReview.package.uploadedAt')}>
            {formatDateTime(version.createdAt)}
          </Fact>
        </Facts>
        {actions}
      </Stack>
    </SectionCard>
  )
}

/**
 * Who signed the package, and how that stands with the app's pinned certificate: pinned by this
 * very upload (an app's first version), the pin, or not the pin any more (changed since).
 */
export function SignerSection({ review, admin }: { review: StaffAppReview; admin: ReactNode }) {
  const { t } = useTranslation()
  const { app, version, previous } = review
  const pinned = app.certificateSha256
  const standing =
    pinned === null
      ? { status: 'warning' as const, text: t('staffAppReview.signer.notPinned') }
      : pinned !== version.certificateSha256
        ? { status: 'warning' as const, text: t('staffAppReview.signer.mismatch') }
        : previous === null
          ? { status: 'info' as const, text: t('staffAppReview.signer.firstUpload') }
          : { status: 'success' as const, text: t('staffAppReview.signer.matches') }
  return (
    <SectionCard title={t('staffAppReview.signer.title')}>
      <Stack gap="5">
        <Facts>
          <Fact label={t('staffAppReview.signer.sha256')}>
            <Hash value={version.certificateSha256} />
          </Fact>
          <Fact label={t('staffAppReview.signer.subject')}>{version.certificateSubject}</Fact>
          {pinned !== null && pinned !== version.certificateSha256 && (
            <Fact label={t('staffAppReview.signer.pinnedSha256')}>
              <Hash value={pinned} />
            </Fact>
          )}
        </Facts>
        <Alert.Root status={standing.status}>
          <Alert.Indicator />
          <Alert.Title>{standing.text}</Alert.Title>
        </Alert.Root>
        {admin}
      </Stack>
    </SectionCard>
  )
}

function ExternalLink({ href }: { href: string }) {
  const { t } = useTranslation()
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant="underline"
      wordBreak="break-all"
    >
      {href}
      <Text as="span" srOnly>
        {t('staffAppReview.app.newWindow')}
      </Text>
    </Link>
  )
}

const orNone = (value: string | null) =>
  value === null ? (
    <None />
  ) : (
    <Text as="span" whiteSpace="pre-wrap">
      {value}
    </Text>
  )

/** What the developer says of the app, in both languages, as the listing would show it. */
export function AppInformation({ app }: { app: App }) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('staffAppReview.app.title')}>
      <Facts>
        <Fact label={t('staffAppReview.app.nameZh')}>{app.nameZh}</Fact>
        <Fact label={t('staffAppReview.app.nameEn')}>{orNone(app.nameEn)}</Fact>
        <Fact label={t('staffAppReview.app.kind')}>{t(`staffAppReview.kinds.${app.kind}`)}</Fact>
        <Fact label={t('staffAppReview.app.category')}>
          {t(`staffAppReview.categories.${app.category}`)}
        </Fact>
        <Fact label={t('staffAppReview.app.status')}>
          {t(`staffAppReview.appStatuses.${app.status}`)}
        </Fact>
        <Fact label={t('staffAppReview.app.summaryZh')}>{orNone(app.summaryZh)}</Fact>
        <Fact label={t('staffAppReview.app.summaryEn')}>{orNone(app.summaryEn)}</Fact>
        <Fact label={t('staffAppReview.app.descriptionZh')}>{orNone(app.descriptionZh)}</Fact>
        <Fact label={t('staffAppReview.app.descriptionEn')}>{orNone(app.descriptionEn)}</Fact>
        <Fact label={t('staffAppReview.app.privacyPolicy')}>
          {app.privacyPolicyUrl ? <ExternalLink href={app.privacyPolicyUrl} /> : <None />}
        </Fact>
        <Fact label={t('staffAppReview.app.createdAt')}>{formatDateTime(app.createdAt)}</Fact>
      </Facts>
    </SectionCard>
  )
}

export function DeveloperSection({ developer }: { developer: StaffApplicant }) {
  const { t } = useTranslation()
  const frozen = developer.status === 'frozen'
  return (
    <SectionCard title={t('staffAppReview.developer.title')}>
      <Facts>
        <Fact label={t('staffAppReview.developer.email')}>{developer.email}</Fact>
        <Fact label={t('staffAppReview.developer.account')}>
          <Badge variant="subtle" size="md" colorPalette={frozen ? 'red' : 'green'}>
            {t(`staffAppReview.developer.accountStates.${developer.status}`)}
          </Badge>
        </Fact>
        <Fact label={t('staffAppReview.developer.profile')}>
          <ReviewStatusBadge status={developer.profileStatus} />
        </Fact>
        <Fact label={t('staffAppReview.developer.developerType')}>
          {developer.developerType
            ? t(`auth.developerType.${developer.developerType}`)
            : t('staffAppReview.developer.notSet')}
        </Fact>
        <Fact label={t('staffAppReview.developer.since')}>
          {formatDateTime(developer.createdAt)}
        </Fact>
      </Facts>
    </SectionCard>
  )
}

/** The step a history event is, in words: the upload, or the state it led to. */
const stepKey = (event: VersionEvent) =>
  `staffAppReview.history.steps.${event.from === null ? 'uploaded' : event.to}`

/** The decision among the version's steps: the last one a reviewer took. */
export const decisionOf = (review: StaffAppReview) =>
  review.version.history.findLast(
    (event) => event.actor === 'staff' && (event.to === 'approved' || event.to === 'rejected'),
  )

/** Every step of the version, oldest first, with who took it and the reviewer's comment. */
export function HistorySection({ review }: { review: StaffAppReview }) {
  const { t } = useTranslation()
  const decision = decisionOf(review)
  const actor = (event: VersionEvent) =>
    event === decision && review.reviewedBy
      ? t('staffAppReview.history.staffBy', { email: review.reviewedBy })
      : t(`staffAppReview.history.actors.${event.actor}`)
  return (
    <HistoryCard
      title={t('staffAppReview.history.title')}
      entries={review.version.history.map((event) => ({
        step: t(stepKey(event)),
        at: event.at,
        actor: actor(event),
        comment: event.comment
          ? t('staffAppReview.history.comment', { comment: event.comment })
          : undefined,
      }))}
    />
  )
}

/** A decided version: the outcome, who decided and when, and the comment the developer read. */
export function DecisionResult({ review }: { review: StaffAppReview }) {
  const { t } = useTranslation()
  const decision = decisionOf(review)
  if (!decision) {
    return (
      <Text color="fg.muted">
        {t('staffAppReview.decision.notInReview', {
          state: t(`staffAppReview.states.${review.version.state}`),
        })}
      </Text>
    )
  }
  return (
    <Facts>
      <Fact label={t('staffAppReview.decision.result')}>
        <VersionStateBadge state={decision.to} />
      </Fact>
      <Fact label={t('staffAppReview.decision.decidedBy')}>
        {review.reviewedBy ?? t('staffReview.commandLine')}
      </Fact>
      <Fact label={t('staffAppReview.decision.decidedAt')}>{formatDateTime(decision.at)}</Fact>
      <Fact label={t('staffAppReview.decision.reviewComment')}>
        {decision.comment ? (
          <Text as="span" whiteSpace="pre-wrap">
            {decision.comment}
          </Text>
        ) : (
          <None />
        )}
      </Fact>
    </Facts>
  )
}

/** The states in which a version may have gone to vendors: the alliance approved it once. */
const DISTRIBUTED_STATES = new Set<AppVersion['state']>([
  'approved',
  'released',
  'offline',
  'superseded',
])

/**
 * Where the version stands at each vendor it went to (read only: each vendor decides its own),
 * once the alliance approved it; nothing before that.
 */
export function DistributionsSection({ version }: { version: AppVersion }) {
  const { t, i18n } = useTranslation()
  const { distributions } = version
  if (distributions.length === 0 && !DISTRIBUTED_STATES.has(version.state)) return null
  return (
    <SectionCard title={t('staffAppReview.distributions.title')}>
      <Stack gap="4">
        <Text color="fg.muted">{t('staffAppReview.distributions.text')}</Text>
        {distributions.length === 0 ? (
          <Text>{t('staffAppReview.distributions.none')}</Text>
        ) : (
          <List.Root variant="plain" gap="3" aria-label={t('staffAppReview.distributions.caption')}>
            {distributions.map((distribution) => (
              <List.Item
                key={distribution.vendorCode}
                display="block"
                borderWidth="1px"
                rounded="md"
                padding="3"
              >
                <Stack gap="1.5">
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold">
                      {i18n.language === 'en'
                        ? distribution.vendorNameEn
                        : distribution.vendorNameZh}
                    </Text>
                    <DistributionStateBadge state={distribution.state} />
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {t('staffAppReview.distributions.updatedAt', {
                      at: formatDateTime(distribution.updatedAt),
                    })}
                  </Text>
                  {distribution.comment && (
                    <Text whiteSpace="pre-wrap" wordBreak="break-word">
                      {t('staffAppReview.distributions.comment', {
                        comment: distribution.comment,
                      })}
                    </Text>
                  )}
                </Stack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </SectionCard>
  )
}
