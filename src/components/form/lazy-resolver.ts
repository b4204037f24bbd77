import type { FieldValues, Resolver } from 'react-hook-form'
import { afterFirstPage } from '@/lib/first-paint/first-page'

type ResolverFor<Values extends FieldValues, Context> = (context: Context) => Resolver<Values>

/**
 * A form resolver whose rules (and zod with them) load after the page, for a page whose first load
 * has no room for them (the login page: docs/performance.md, "Size budget"). The first validation waits for the
 * rules; `preload` starts loading them once the form has been painted, so a submit seldom waits. A
 * load that failed is tried again at the next validation.
 */
export function lazyResolver<Values extends FieldValues, Context>(
  load: () => Promise<ResolverFor<Values, Context>>,
) {
  let loading: Promise<ResolverFor<Values, Context>> | undefined
  const rules = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const resolver: Resolver<Values, Context> = async (values, context, options) =>
    (await rules())(context as Context)(values, context, options)
  return { resolver, preload: () => void afterFirstPage().then(rules) }
}
