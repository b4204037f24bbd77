import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { toaster } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/api-client'
import { errorText } from '@/lib/api/error-text'

/**
 * Show a failed call where the user can act on it: on the field its code concerns, else in an
 * error toast with the server's text. Returns the code (undefined when the call never answered).
 */
export function showApiError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldByCode: Partial<Record<number, Path<T>>>,
): number | undefined {
  const code = error instanceof ApiError ? error.code : undefined
  const field = code === undefined ? undefined : fieldByCode[code]
  if (field) setError(field, { type: 'server', message: errorText(error) }, { shouldFocus: true })
  else toaster.error({ title: errorText(error) })
  return code
}
