import { useTranslation } from '@/lib/i18n/i18n-core'
import { useQueryIdTypes } from '@generated/api/reference/reference'

/**
 * The name of an ID document type (from queryFzrZjlx, cached for the visit, in the page's
 * language); the code itself until the list is there or when it is not in the list.
 */
export function IdTypeName({ code }: { code: string }) {
  const { i18n } = useTranslation()
  const { data } = useQueryIdTypes({
    query: { queryKey: ['queryIdTypes', i18n.language], staleTime: Infinity },
  })
  return <>{data?.find((type) => type.code === code)?.name ?? code}</>
}
