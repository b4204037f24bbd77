import type { AppContext, HandlerMap } from '../context.ts'

export function referenceRoutes(ctx: AppContext): HandlerMap {
  return {
    async queryIdTypes({ lang }) {
      return ctx.idTypes.list(lang)
    },
  }
}
