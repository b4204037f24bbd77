import type { AppContext, HandlerMap } from '../context.ts'
import { accountHandlers } from './account.ts'
import { appsHandlers } from './apps.ts'
import { captchaHandlers } from './captcha.ts'
import { changeRecordHandlers } from './change-record.ts'
import { loginHandlers } from './login.ts'
import { referenceHandlers } from './reference.ts'
import { securityHandlers } from './security.ts'
import { staffHandlers } from './staff.ts'
import { vendorsHandlers } from './vendors.ts'

/** Every operation's handler: one module per contract tag, each typed by its tag's operations. */
export function createHandlers(ctx: AppContext): HandlerMap {
  return {
    ...accountHandlers(ctx),
    ...captchaHandlers(ctx),
    ...changeRecordHandlers(ctx),
    ...loginHandlers(ctx),
    ...referenceHandlers(ctx),
    ...securityHandlers(ctx),
    ...staffHandlers(ctx),
    ...appsHandlers(ctx),
    ...vendorsHandlers(ctx),
  }
}
