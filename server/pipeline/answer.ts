import type { CatalogueLanguage } from '../../generated/error-catalogue.ts'
import { ApiError, envelope } from '../lib/api-error.ts'
import type { Operation } from '../lib/contract.ts'

/**
 * The handler's result as the success envelope. A business refusal whose code covers several
 * causes in this operation (its `x-reasons`) leaves with its reason; the app's error handler turns
 * every refusal into its envelope.
 */
export async function answer(
  op: Operation,
  lang: CatalogueLanguage,
  handle: () => Promise<unknown>,
) {
  try {
    return envelope(0, lang, (await handle()) ?? null)
  } catch (error) {
    const reason =
      error instanceof ApiError && error.status === 200 && !error.reason
        ? op.reasons.get(error.code)
        : undefined
    if (reason) {
      const { code, data } = error as ApiError
      throw new ApiError(code, { status: 200, data, reason })
    }
    throw error
  }
}
