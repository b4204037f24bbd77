// What the screens sent, for play functions to assert the payload (a story that only checks what
// it shows cannot catch a wrong payload), and the API calls no handler answered.

export interface LoggedRequest {
  operationId: string
  /** The form body or the query parameters, as the server would read them. */
  params: Record<string, string>
  headers: Record<string, string>
}

const log: LoggedRequest[] = []
const unhandled: string[] = []

export function logRequest(entry: LoggedRequest) {
  log.push(entry)
}

/** Every request an operation received since the story (or test) started, oldest first. */
export function requestsTo(operationId: string): LoggedRequest[] {
  return log.filter((entry) => entry.operationId === operationId)
}

/** The parameters of the last request an operation received, or undefined. */
export function lastParams(operationId: string): Record<string, string> | undefined {
  return requestsTo(operationId).at(-1)?.params
}

export function logUnhandled(description: string) {
  unhandled.push(description)
}

/** API calls that reached no handler (a story or test that forgot one, or a call it did not expect). */
export function unhandledRequests(): readonly string[] {
  return unhandled
}

/** Called before each story and test. */
export function clearRequestLog() {
  log.length = 0
  unhandled.length = 0
}
