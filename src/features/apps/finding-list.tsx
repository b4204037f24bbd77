import { Alert, DataList, List, Stack, Text } from '@chakra-ui/react'
import { useEffect, useId, useRef } from 'react'
import { reasonCatalogue } from '@generated/reason-catalogue'
import type { Finding } from '@generated/model'
import { currentLanguage, useTranslation } from '@/lib/i18n/i18n-core'
import { detailRows, type DetailRow } from './findings'
import './apps-findings-messages'

/**
 * Why an upload was not accepted, calmly: a summary, then each finding with what is wrong (the
 * catalogue's text in the page's language), where (its details, each under its label), and what
 * to do. Focus moves to the summary when it appears, so that a screen reader reads it out.
 */
export function FindingList({
  title,
  summary,
  findings,
}: {
  title: string
  summary?: string
  findings: Finding[]
}) {
  const headingId = useId()
  const heading = useRef<HTMLParagraphElement>(null)
  useEffect(() => heading.current?.focus(), [findings])
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id={headingId} ref={heading} tabIndex={-1} outline="none">
            {title}
          </Alert.Title>
          {summary && <Alert.Description>{summary}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      <List.Root as="ol" variant="plain" gap="3">
        {findings.map((finding, index) => (
          <FindingItem key={`${finding.reason}-${index}`} finding={finding} />
        ))}
      </List.Root>
    </Stack>
  )
}

function FindingItem({ finding }: { finding: Finding }) {
  const { t, i18n } = useTranslation()
  const rows = detailRows(finding)
  const fix = `apps.findings.fix.${finding.reason}`
  const label = (row: DetailRow) => {
    const key = row.labelKeys.find((candidate) => i18n.exists(candidate))
    return key ? t(key) : row.key
  }
  return (
    <List.Item
      display="block"
      borderWidth="1px"
      borderStartWidth="4px"
      borderStartColor="orange.solid"
      rounded="md"
      padding="4"
      data-reason={finding.reason}
    >
      <Stack gap="3">
        <Text fontWeight="semibold">{reasonCatalogue[finding.reason][currentLanguage()]}</Text>
        {rows.length > 0 && (
          <DataList.Root orientation="horizontal" size="sm" gap="2" {...labelColumn.root}>
            {rows.map((row) => (
              <DataList.Item key={row.key} {...labelColumn.item}>
                <DataList.ItemLabel>{label(row)}</DataList.ItemLabel>
                <DataList.ItemValue
                  fontFamily={row.code ? 'mono' : undefined}
                  wordBreak={row.code ? 'break-all' : 'break-word'}
                >
                  {row.value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        )}
        {i18n.exists(fix) && (
          <Stack gap="1">
            <Text fontSize="sm" fontWeight="medium" color="fg.muted">
              {t('apps.findings.whatToDo')}
            </Text>
            <Text>{t(fix)}</Text>
          </Stack>
        )}
      </Stack>
    </List.Item>
  )
}

/**
 * From 480 px (sm), the labels are one column as wide as the longest (at most 40 % of the card)
 * and every value starts at the same place, as in the account centre: two fingerprints, one under
 * the other, can be compared digit by digit. Below sm each value is under its label.
 */
const labelColumn = {
  root: {
    display: { sm: 'grid' },
    gridTemplateColumns: { sm: 'fit-content(40%) minmax(0, 1fr)' },
    columnGap: '4',
  },
  item: {
    display: { sm: 'grid' },
    gridColumn: { sm: '1 / -1' },
    gridTemplateColumns: { sm: 'subgrid' },
  },
}
