// The reference page of `npm run bench:web` (scripts/bench-web.ts): the least a page on the
// portal's stack costs, React and Chakra UI with its defaultSystem, rendering a heading, a
// paragraph and a button. Each route's main-thread figures are judged against this page's,
// measured in the same run, so that the machine's speed and load divide out.
import { Button, ChakraProvider, Container, defaultSystem, Heading, Text } from '@chakra-ui/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

const container = document.getElementById('root')
if (!container) throw new Error('Root element #root not found')

createRoot(container).render(
  <StrictMode>
    <ChakraProvider value={defaultSystem}>
      <Container as="main" maxW="2xl" py="8">
        <Heading as="h1" size="2xl" mb="4">
          Reference page
        </Heading>
        <Text mb="6">
          React and Chakra UI with the default system: the baseline that each route of the portal is
          measured against in the same run of the benchmark.
        </Text>
        <Button>A button</Button>
      </Container>
    </ChakraProvider>
  </StrictMode>,
)
