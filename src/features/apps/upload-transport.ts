// fetch cannot tell how much of a request's body has been sent; XMLHttpRequest's upload events
// can. This is a function of fetch's shape on XMLHttpRequest, for the mutator's `fetch` option
// (src/lib/api/api-client.ts): the mutator still adds the session token and the language and
// reads the envelope, so an upload fails and succeeds the way every other call does.

/** How much of the request body has been sent. */
export interface UploadProgress {
  loaded: number
  total: number
}

/** Statuses whose answer has no body (a Response refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/** The headers of an answer, from XMLHttpRequest's `getAllResponseHeaders()` text. */
function responseHeaders(text: string): Headers {
  const headers = new Headers()
  for (const line of text.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim())
  }
  return headers
}

/** What an aborted request rejects with, as fetch does: the signal's reason, or an AbortError. */
const abortReason = (signal: AbortSignal | null | undefined) =>
  (signal?.reason as unknown) ?? new DOMException('The request was aborted', 'AbortError')

/**
 * fetch on XMLHttpRequest, telling `onProgress` how much of the body has been sent (once more with
 * all of it when the body is through: the server is then checking it). An abort of `init.signal`
 * aborts the request and rejects as fetch does; a network failure rejects with a TypeError.
 */
export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init
      if (signal?.aborted) {
        reject(abortReason(signal))
        return
      }
      const request = new XMLHttpRequest()
      request.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input))
      new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value))
      let total = 0
      request.upload.onprogress = (event) => {
        if (!event.lengthComputable) return
        total = event.total
        onProgress({ loaded: event.loaded, total: event.total })
      }
      request.upload.onload = () => {
        if (total > 0) onProgress({ loaded: total, total })
      }
      const abort = () => request.abort()
      signal?.addEventListener('abort', abort, { once: true })
      request.onloadend = () => signal?.removeEventListener('abort', abort)
      request.onload = () => {
        const status = request.status
        resolve(
          new Response(NULL_BODY_STATUSES.has(status) ? null : request.responseText, {
            status,
            statusText: request.statusText,
            headers: responseHeaders(request.getAllResponseHeaders()),
          }),
        )
      }
      request.onerror = () => reject(new TypeError('The request failed'))
      request.ontimeout = () => reject(new TypeError('The request timed out'))
      request.onabort = () => reject(abortReason(signal))
      request.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null)
    })
}
