import type { AppContext, HandlerMap } from '../context.ts'
import { accountRoutes } from '../routes/account.ts'
import { captchaRoutes } from '../routes/captcha.ts'
import { changeRecordRoutes } from '../routes/change-record.ts'
import { loginHandlers } from './login.ts'
import { referenceRoutes } from '../routes/reference.ts'
import { securityHandlers } from './security.ts'
import { staffHandlers } from './staff.ts'

/** Every operation's handler: one module per contract tag, each typed by its tag's operations. */
export function createHandlers(ctx: AppContext): HandlerMap {
  return {
    ...accountRoutes(ctx),
    ...captchaRoutes(ctx),
    ...changeRecordRoutes(ctx),
    ...loginHandlers(ctx),
    ...referenceRoutes(ctx),
    ...securityHandlers(ctx),
    ...staffHandlers(ctx),
  }
}
