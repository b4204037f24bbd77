import { Alert, Badge, Box, Code, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useId, type ReactNode } from 'react'
import type { AppVersion, StaffAppReview } from '@generated/model'
import { SectionCard } from '@/components/ui/section-card'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { formatBytes, formatSize, sizeChange } from './format-size'
import {
  MANIFEST_LISTS,
  type ListChange,
  type ManifestList,
  type VersionDiff,
} from './version-diff'
import { useVersionLabel } from './version-state-badge'

// What a version changes, for the reviewer's eye first: every name added or removed is marked by
// a word and a sign ("+ added", "− removed") as well as its colour, and a removed name is struck
// through; a list that did not change says so rather than staying empty.

/** "+ added" or "− removed" before a name: the word is what a screen reader reads. */
export function ChangeMark({ kind }: { kind: 'added' | 'removed' }) {
  const { t } = useTranslation()
  return (
    <Badge
      variant="subtle"
      size="sm"
      colorPalette={kind === 'added' ? 'green' : 'red'}
      flexShrink="0"
      data-change={kind}
    >
      <span aria-hidden="true">{kind === 'added' ? '+' : '−'}</span>
      {t(`staffAppReview.changes.${kind}`)}
    </Badge>
  )
}

/** A manifest name as code, breaking anywhere (pages can be long paths). */
export function ManifestName({ name, removed }: { name: string; removed?: boolean }) {
  return (
    <Code
      size="sm"
      variant="surface"
      wordBreak="break-all"
      whiteSpace="normal"
      textDecoration={removed ? 'line-through' : undefined}
    >
      {name}
    </Code>
  )
}

/** A part of the comparison, named by its heading for screen readers (a group). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Stack role="group" aria-labelledby={id} gap="2" minWidth="0">
      <Text id={id} as="h3" fontWeight="semibold">
        {title}
      </Text>
      {children}
    </Stack>
  )
}

function Unchanged() {
  const { t } = useTranslation()
  return <Text color="fg.muted">{t('staffAppReview.changes.unchanged')}</Text>
}

function ListDiff({ change }: { change: ListChange }) {
  const { t } = useTranslation()
  const items = [
    ...change.added.map((name) => ({ name, kind: 'added' as const })),
    ...change.removed.map((name) => ({ name, kind: 'removed' as const })),
  ]
  return (
    <Part title={t(`staffAppReview.changes.${change.list}`)}>
      {items.length === 0 ? (
        <Unchanged />
      ) : (
        <List.Root variant="plain" gap="1.5">
          {items.map(({ name, kind }) => (
            <List.Item key={`${kind}:${name}`} alignItems="flex-start" gap="2">
              <ChangeMark kind={kind} />
              <ManifestName name={name} removed={kind === 'removed'} />
            </List.Item>
          ))}
        </List.Root>
      )}
    </Part>
  )
}

/** Before → now, each labelled, for a value that changed as a whole. */
function BeforeAfter({ before, after }: { before: ReactNode; after: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Stack gap="1" minWidth="0">
      <HStack gap="2" alignItems="flex-start">
        <Text as="span" color="fg.muted" flexShrink="0">
          {t('staffAppReview.changes.before')}
        </Text>
        <Box minWidth="0">{before}</Box>
      </HStack>
      <HStack gap="2" alignItems="flex-start">
        <Text as="span" color="fg.muted" flexShrink="0">
          {t('staffAppReview.changes.after')}
        </Text>
        <Box minWidth="0">{after}</Box>
      </HStack>
    </Stack>
  )
}

function SizeDiff({ before, after }: { before: number; after: number }) {
  const { t, i18n } = useTranslation()
  const change = sizeChange(before, after, i18n.language)
  const size = (bytes: number) =>
    t('staffAppReview.package.sizeValue', {
      size: formatSize(bytes, i18n.language),
      bytes: formatBytes(bytes, i18n.language),
    })
  return (
    <Part title={t('staffAppReview.changes.size')}>
      <BeforeAfter before={size(before)} after={size(after)} />
      <Text fontWeight="medium" data-size-change={change.direction}>
        {change.direction !== 'same' && (
          <span aria-hidden="true">{change.direction === 'grew' ? '↑ ' : '↓ '}</span>
        )}
        {t(`staffAppReview.changes.${change.direction}`, change)}
      </Text>
    </Part>
  )
}

/** The comparison with the previous version; for a first version, what to do instead. */
export function VersionChanges({
  review,
  diff,
}: {
  review: StaffAppReview
  diff: VersionDiff | null
}) {
  const { t } = useTranslation()
  const versionLabel = useVersionLabel()
  const { version, previous } = review
  return (
    <SectionCard title={t('staffAppReview.changes.title')}>
      <Stack gap="5">
        {previous && diff ? (
          <Text color="fg.muted">
            {t('staffAppReview.changes.comparedWith', {
              version: versionLabel(previous),
              state: t(`staffAppReview.states.${previous.state}`),
            })}
          </Text>
        ) : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('staffAppReview.changes.first')}</Alert.Title>
          </Alert.Root>
        )}
        <Part title={t('staffAppReview.changes.releaseNotes')}>
          {version.releaseNotes ? (
            <Text
              as="blockquote"
              whiteSpace="pre-wrap"
              wordBreak="break-word"
              borderStartWidth="3px"
              borderColor="border.emphasized"
              paddingStart="3"
            >
              {version.releaseNotes}
            </Text>
          ) : (
            <Text color="fg.muted">{t('staffAppReview.changes.noReleaseNotes')}</Text>
          )}
        </Part>
        {diff && (
          <>
            <Text fontWeight="medium">
              {diff.added + diff.removed === 0
                ? t('staffAppReview.changes.nothing')
                : t('staffAppReview.changes.summary', {
                    added: diff.added,
                    removed: diff.removed,
                  })}
            </Text>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {diff.lists.map((change) => (
                <ListDiff key={change.list} change={change} />
              ))}
              <SizeDiff before={diff.size.before} after={diff.size.after} />
              {diff.minPlatformVersion && (
                <Part title={t('staffAppReview.changes.minPlatformVersion')}>
                  <BeforeAfter
                    before={diff.minPlatformVersion.before}
                    after={diff.minPlatformVersion.after}
                  />
                </Part>
              )}
            </SimpleGrid>
            {diff.certificate && (
              <Part title={t('staffAppReview.changes.certificate')}>
                <BeforeAfter
                  before={<ManifestName name={diff.certificate.before} />}
                  after={<ManifestName name={diff.certificate.after} />}
                />
              </Part>
            )}
          </>
        )}
      </Stack>
    </SectionCard>
  )
}

/**
 * Every feature, permission, page and sub-package the manifest declares; the new ones marked
 * when `added` says which they are.
 */
export function ManifestLists({
  version,
  added,
}: {
  version: Pick<AppVersion, ManifestList>
  added?: Record<ManifestList, Set<string>>
}) {
  const { t } = useTranslation()
  return (
    <SectionCard title={t('staffAppReview.manifest.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {MANIFEST_LISTS.map((list) => {
          const names = version[list]
          return (
            <Part
              key={list}
              title={t('staffAppReview.manifest.count', {
                label: t(`staffAppReview.changes.${list}`),
                count: names.length,
              })}
            >
              {names.length === 0 ? (
                <Text color="fg.muted">{t('staffAppReview.manifest.empty')}</Text>
              ) : (
                <List.Root variant="plain" gap="1.5">
                  {names.map((name) => (
                    <List.Item key={name} alignItems="flex-start" gap="2">
                      <ManifestName name={name} />
                      {added?.[list].has(name) && <ChangeMark kind="added" />}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Part>
          )
        })}
      </SimpleGrid>
    </SectionCard>
  )
}
