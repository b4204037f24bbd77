/**
 * Whether a request's path (or its whole URL, query included) is the API's: `/api` and what is
 * under it. The API's answers are JSON envelopes, whatever else the server serves around them.
 */
export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')
