import { NativeSelect, Skeleton } from '@chakra-ui/react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { useQueryIdTypes } from '@generated/api/reference/reference'

export interface IdTypeSelectProps {
  registration: UseFormRegisterReturn
}

/**
 * The ID document types from queryFzrZjlx (in the page's language), as a native select: inside a
 * `FormField`, which gives it its label and error. The list is cached for the whole visit.
 */
export function IdTypeSelect({ registration }: IdTypeSelectProps) {
  const { t, i18n } = useTranslation()
  // The names come in the request's language: a language switch asks again.
  const { data, isPending } = useQueryIdTypes({
    query: { queryKey: ['queryIdTypes', i18n.language], staleTime: Infinity },
  })
  if (isPending) return <Skeleton height="10" />
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...registration}>
        <option value="">{t('identity.chooseIdType')}</option>
        {(data ?? []).map((type) => (
          <option key={type.code} value={type.code}>
            {type.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
