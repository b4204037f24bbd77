import { Spinner } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from '@/lib/i18n/i18n-core'
import { useRouteError } from 'react-router-dom'
import { describeError } from '@/components/errors/errors'
import {
  isChunkLoadError,
  reloadAllowed,
  reloadForChunkError,
} from '@/components/errors/reload-guard'
import { ErrorPage } from './error-page'
import { NotFoundPage } from './not-found-page'

/**
 * The router's errorElement. A page file that failed to load (a new build replaced it) reloads the
 * page once; 404s show the not-found page; anything else the error page with its details.
 */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const chunkError = isChunkLoadError(error)
  // Read once per error: false when a reload already happened less than 10 s ago.
  const [willReload] = useState(
    () => chunkError && reloadAllowed(globalThis.sessionStorage, Date.now()),
  )

  useEffect(() => {
    // The guard records the reload; a second run (StrictMode) is refused by it.
    if (willReload) reloadForChunkError(error)
  }, [willReload, error])

  if (willReload) return <Spinner role="status" aria-label={t('app.loading')} />
  const details = describeError(error)
  if (details.statusCode === 404) return <NotFoundPage message={details.message} />
  return <ErrorPage details={{ ...details, fatal: details.fatal || chunkError }} />
}
