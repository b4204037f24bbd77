import { Code } from '@chakra-ui/react'

/** An app's package name in a queue's row or card: small, muted, wrapping anywhere. */
export function PackageName({ packageName }: { packageName: string }) {
  return (
    <Code
      size="sm"
      variant="plain"
      paddingX="0"
      fontSize="xs"
      color="fg.muted"
      wordBreak="break-all"
      whiteSpace="normal"
    >
      {packageName}
    </Code>
  )
}
