import type { AppContext, TagHandlers } from '../context.ts'
import { listIdTypes } from '../services/identity.ts'

export function referenceHandlers(ctx: AppContext): TagHandlers<'reference'> {
  return {
    async queryIdTypes({ lang }) {
      return listIdTypes(ctx, lang)
    },
  }
}
