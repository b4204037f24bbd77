import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    // The SPA's needs: Chakra/emotion inject <style> elements, the captcha is a data: image.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // The portal may be served over plain HTTP on a LAN; https belongs to the proxy in front.
        upgradeInsecureRequests: null,
      },
    },
  })
}
