import type { CaptchaAnswerRequest } from '../../generated/model/index.ts'
import svgCaptcha from 'svg-captcha'
import type { AppContext } from '../context.ts'
import { ApiError } from '../lib/api-error.ts'
import {
  CAPTCHA_TTL_S,
  checkCaptcha,
  storeCaptcha,
  TICKET_TTL_S,
  type CaptchaScene,
} from '../repositories/captchas.ts'
import { Code } from '../../generated/error-catalogue.ts'

// Characters easy to confuse in a noisy image are left out.
const CAPTCHA_OPTIONS = { noise: 2, width: 120, height: 40, fontSize: 40, ignoreChars: '0oO1iIlL' }

// The package's main export draws a given text; its types only describe create().
const drawText = svgCaptcha as unknown as (text: string, options: object) => string

function drawCaptcha(fixedAnswer: string | undefined) {
  const text = fixedAnswer ?? svgCaptcha.create({ ...CAPTCHA_OPTIONS, size: 4 }).text
  const svg = drawText(text, CAPTCHA_OPTIONS)
  return { text, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
}

/** A new captcha for `scene`: its id, its image and how long it may be answered. */
export async function issueCaptcha(ctx: AppContext, scene: CaptchaScene) {
  // A fixed answer only ever in development (readSettings refuses it otherwise).
  const fixed = ctx.settings.devMode ? ctx.settings.captchaFixedAnswer : undefined
  const { text, image } = drawCaptcha(fixed)
  const captchaId = await storeCaptcha(ctx.db, ctx.secret, scene, text, ctx.now())
  return { captchaId, image, expiresIn: CAPTCHA_TTL_S }
}

/** Checks an answer for one of `scenes` and yields a ticket: shared by both verify calls. */
export async function verifyCaptcha(
  ctx: AppContext,
  body: CaptchaAnswerRequest,
  scenes: CaptchaScene[],
) {
  const ticket = await checkCaptcha(
    ctx.db,
    ctx.secret,
    body.captchaId,
    body.answer,
    scenes,
    ctx.now(),
  )
  if (!ticket) throw new ApiError(Code.wrongVerificationCode)
  return { ticket, expiresIn: TICKET_TTL_S }
}
