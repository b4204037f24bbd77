import { rmSync } from 'node:fs'
import { defineConfig } from 'orval'

const input = { target: './openapi/openapi.yaml' }

const nothing = { param: false, query: false, header: false, body: false, response: false }

export default defineConfig({
  // Typed request functions (orval's axios-style calls, served by the fetch mutator) and the
  // react-query hooks of the reads. Writes are called from the forms' handleSubmit (docs/contract.md,
  // "Using it in the app"), so no mutation hooks but logout's, which the account menu uses. No MSW
  // handlers: the stories and tests answer by operationId with the contract's fixtures (mocks/).
  client: {
    input,
    output: {
      mode: 'tags-split',
      target: 'generated/api',
      schemas: 'generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      override: {
        mutator: { path: './src/lib/api/api-client.ts', name: 'apiClient' },
        query: { useMutation: false },
        operations: {
          // queryFzrZjlx is a POST (the specification says so) that only reads reference data: a
          // cached query. Only this operation: useQuery for every POST would make the writes
          // queries.
          queryIdTypes: { query: { useQuery: true } },
          logout: { query: { useMutation: true } },
        },
      },
    },
    hooks: {
      // indexFiles writes the model's index (the server and the screens import it) and, with it, a
      // barrel of the API modules that nothing imports: each screen imports its tag's module.
      afterAllFilesWrite: {
        command: () => rmSync('generated/api/index.ts'),
        injectGeneratedDirsAndFiles: false,
      },
    },
  },
  // The request bodies as zod schemas: the forms validate with their fields
  // (src/components/form/validation.ts). Only bodies: nothing checks parameters or responses with
  // zod (the server validates with the contract itself). zod/mini rather than classic zod: the
  // login page's JavaScript budget (docs/performance.md, size budget) has no room for the latter.
  // No barrel: each form imports its tag's module.
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
        zod: { variant: 'mini', version: 4, generate: { ...nothing, body: true } },
        // Bodies no form sends: the send-code buttons check their form's own field, withdrawing
        // has no fields, and a change of developer type asks the identity fields of
        // updateLegalPersonInfo (src/components/account/identity-fields.tsx).
        operations: Object.fromEntries(
          ['sendEmailVerificationCode', 'sendConfirmSms', 'revokeReview', 'updateAccountInfo'].map(
            (operation) => [operation, { zod: { generate: nothing } }],
          ),
        ),
      },
    },
  },
})
