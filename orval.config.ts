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
  // zod schemas for parameters, bodies and responses, shared by the server and the forms.
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: 'generated/zod',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
})
