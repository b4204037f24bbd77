import { List, Text } from '@chakra-ui/react'
import { SectionCard } from '@/components/ui/section-card'
import { formatDateTime } from '@/lib/format/format-date'

// The history of a version as the alliance's review shows it and of a distribution as a vendor's
// does: the same list, told in each page's own words.

/** One step of a history, already in words. */
export interface HistoryEntry {
  /** What the step is: the upload (or the distribution's start), or the state it led to. */
  step: string
  /** When it was taken (ISO 8601). */
  at: string
  /** Who took it. */
  actor: string
  /** The comment left with it, already in its sentence; none when the step has none. */
  comment?: string
}

/** Every step, oldest first, with when and who took it and the comment left with it. */
export function HistoryCard({
  title,
  entries,
}: {
  title: string
  entries: readonly HistoryEntry[]
}) {
  return (
    <SectionCard title={title}>
      <List.Root as="ol" variant="plain" gap="3">
        {entries.map((entry, index) => (
          <List.Item
            key={`${entry.at}-${index}`}
            display="block"
            borderStartWidth="2px"
            borderColor="border.emphasized"
            paddingStart="3"
          >
            <Text fontWeight="medium">{entry.step}</Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {formatDateTime(entry.at)} · {entry.actor}
            </Text>
            {entry.comment && (
              <Text whiteSpace="pre-wrap" wordBreak="break-word">
                {entry.comment}
              </Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  )
}
