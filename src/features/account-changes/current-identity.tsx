import { DataList, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import type { Identity } from '@generated/model'
import { IdTypeName } from '@/components/identity/id-type-name'

/** The account's identity as it stands (ID number masked), above a form that changes it. */
export function CurrentIdentity({ identity }: { identity: Identity }) {
  const { t } = useTranslation()
  const company = identity.developerType === 'company'
  const rows: [string, ReactNode][] = [
    [t('modify.identity.developerType'), t(`auth.developerType.${identity.developerType}`)],
    ...(identity.developerType === 'company'
      ? ([
          [t('identity.companyName'), identity.companyName],
          [t('identity.creditCode'), identity.creditCode],
          [t('identity.legalPersonName'), identity.legalPersonName],
        ] as [string, ReactNode][])
      : ([[t('identity.name'), identity.name]] as [string, ReactNode][])),
    [
      company ? t('identity.legalPersonIdType') : t('identity.idType'),
      <IdTypeName key="idType" code={identity.idType} />,
    ],
    [company ? t('identity.legalPersonIdNumber') : t('identity.idNumber'), identity.idNumberMasked],
  ]
  return (
    <Stack
      as="section"
      aria-labelledby="current-identity"
      gap="3"
      padding="4"
      borderWidth="1px"
      borderRadius="l2"
      bg="bg.subtle"
    >
      <Heading as="h2" size="md" id="current-identity">
        {t('modify.identity.current')}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  )
}
