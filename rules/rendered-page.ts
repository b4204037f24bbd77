// A page the build rendered to HTML (docs/rendering.md) carries the router's state as JSON in a
// script element with this id: the server writes it (server/lib/page-directory.ts), the app reads
// it before hydrating (src/main.tsx). No imports, no DOM or Node APIs.

export const HYDRATION_DATA_ID = 'router-hydration-data'
