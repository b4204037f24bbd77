import { defineConfig } from 'orval'

const input = { target: './openapi/openapi.yaml' }

export default defineConfig({
  // Typed react-query hooks (orval's axios-style calls, served by the fetch mutator), and MSW
  // handlers whose default answers are the operations' `success` examples.
  client: {
    input,
    output: {
      mode: 'tags-split',
      target: 'generated/api',
      schemas: 'generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: { generators: [{ type: 'msw', useExamples: true, delay: false }] },
      override: {
        mutator: { path: './src/lib/api-client.ts', name: 'apiClient' },
        // Faker would otherwise invent a random envelope code.
        mock: { properties: { code: 0 } },
        // queryFzrZjlx is a POST (the specification says so) that only reads reference data: a
        // cached query, not a mutation. Only this operation: useQuery for every POST would turn the
        // real mutations into queries.
        operations: { queryIdTypes: { query: { useQuery: true, useMutation: false } } },
      },
    },
  },
  // The request bodies as zod schemas: the forms validate with their fields (src/lib/validation.ts).
  // Only bodies: nothing checks parameters or responses with zod (the server validates with the
  // contract itself). zod/mini rather than classic zod: the login page's JavaScript budget (README,
  // size budget) has no room for the latter. No barrel: each form imports its tag's module.
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: 'generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      indexFiles: false,
      override: {
        zod: {
          variant: 'mini',
          version: 4,
          generate: { param: false, query: false, header: false, body: true, response: false },
        },
      },
    },
  },
})
