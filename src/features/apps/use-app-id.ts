import { useSearchParams } from 'react-router-dom'
import { positiveId } from '@/hooks/use-url-filters'

/** The app of `?id=`: its id, or why there is none (as the record page reads its record). */
export function useAppId(): number | 'missing' | 'malformed' {
  const [params] = useSearchParams()
  const raw = params.get('id')
  if (!raw) return 'missing'
  return positiveId(raw) ?? 'malformed'
}
