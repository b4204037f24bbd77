import {
  useQueryChangeRecordInfo,
  useQueryChangeRecordPage,
} from '@generated/api/change-record/change-record'
import { LATEST_PROFILE_RECORD } from '@/lib/session/complete-profile'

/**
 * The latest `completeProfile` record with what it changes (queryPage with pageSize 1, newest
 * first, then queryInfo): what a profile under review asks for, and a rejection's comment and
 * values. `enabled: false` asks nothing (a profile that never had a record, or is complete).
 */
export function useProfileRecord(enabled: boolean) {
  const page = useQueryChangeRecordPage(LATEST_PROFILE_RECORD, { query: { enabled } })
  const id = page.data?.list[0]?.id
  const info = useQueryChangeRecordInfo(
    { id: id ?? 0 },
    { query: { enabled: enabled && id !== undefined } },
  )
  return {
    record: id === undefined ? undefined : info.data,
    /** True while either call is under way. */
    isLoading: enabled && (page.isPending || (id !== undefined && info.isPending)),
    /** True when there is no record at all. */
    isEmpty: page.isSuccess && id === undefined,
    isError: page.isError || info.isError,
    refetch: () => void page.refetch().then(() => info.refetch()),
  }
}
