import { DataList, Table, Text } from '@chakra-ui/react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import type { ChangeField, FieldChange } from '@generated/model'
import { IdTypeName } from '@/components/identity/id-type-name'
import '@/lib/i18n/account-area-messages'

/** A field's value as people read it: developer types and ID types by name, others as they are. */
export function ChangeValue({ field, value }: { field: ChangeField; value: string }) {
  const { t } = useTranslation()
  if (field === 'developerType' && (value === 'individual' || value === 'company'))
    return <>{t(`auth.developerType.${value}`)}</>
  if (field === 'idType') return <IdTypeName code={value} />
  return <>{value}</>
}

/**
 * What a change record changes, field by field: before and after. A value that did not exist
 * before says "added", one that no longer exists "removed" (the record has null there).
 */
export function ChangesTable({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useTranslation()
  const cell = (change: FieldChange, value: string | null, missing: 'added' | 'removed') =>
    value === null ? (
      <Text as="span" color="fg.muted">
        {t(`changes.${missing}`)}
      </Text>
    ) : (
      <ChangeValue field={change.field} value={value} />
    )
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" maxWidth="full">
      <Table.Root
        size="sm"
        tableLayout="fixed"
        width="full"
        // Cells wrap (the recipe keeps them on one line): three columns fit a 320 px screen.
        css={{ '& th, & td': { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
      >
        {/* The box's title, inside its border: the table's name for screen readers too. */}
        <Table.Caption
          captionSide="top"
          textAlign="start"
          textStyle="sm"
          fontWeight="semibold"
          px="3"
          py="2.5"
          bg="bg.subtle"
          borderBottomWidth="1px"
        >
          {t('changes.caption')}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('changes.field')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('changes.before')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('changes.after')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {changes.map((change) => (
            <Table.Row key={change.field}>
              <Table.Cell as="th" scope="row" fontWeight="medium">
                {t(`changes.fields.${change.field}`)}
              </Table.Cell>
              <Table.Cell>{cell(change, change.before, 'added')}</Table.Cell>
              <Table.Cell>{cell(change, change.after, 'removed')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  )
}

/** What a record asks for (its `after` values), as a list: e.g. the profile under review. */
export function ChangedValues({ changes }: { changes: readonly FieldChange[] }) {
  const { t } = useTranslation()
  return (
    <DataList.Root orientation="horizontal" size="md">
      {changes
        .filter((change) => change.after !== null)
        .map((change) => (
          <DataList.Item key={change.field}>
            <DataList.ItemLabel>{t(`changes.fields.${change.field}`)}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">
              <ChangeValue field={change.field} value={change.after ?? ''} />
            </DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  )
}
