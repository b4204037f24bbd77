import type { AppContext, HandlerMap } from '../context.ts'
import { accountRoutes } from '../routes/account.ts'
import { captchaRoutes } from '../routes/captcha.ts'
import { changeRecordRoutes } from '../routes/change-record.ts'
import { loginRoutes } from '../routes/login.ts'
import { passkeyRoutes } from '../routes/passkeys.ts'
import { referenceRoutes } from '../routes/reference.ts'
import { securityRoutes } from '../routes/security.ts'
import { staffRoutes } from '../routes/staff.ts'
import { twoStepRoutes } from '../routes/two-step.ts'

/** Every operation's handler: one module per contract tag, each typed by its tag's operations. */
export function createHandlers(ctx: AppContext): HandlerMap {
  return {
    ...accountRoutes(ctx),
    ...captchaRoutes(ctx),
    ...changeRecordRoutes(ctx),
    ...loginRoutes(ctx),
    ...passkeyRoutes(ctx),
    ...referenceRoutes(ctx),
    ...securityRoutes(ctx),
    ...staffRoutes(ctx),
    ...twoStepRoutes(ctx),
  }
}
