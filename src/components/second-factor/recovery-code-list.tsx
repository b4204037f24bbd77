import { Box, Button, HStack, Stack } from '@chakra-ui/react'
import { CopyStatus, type CopyTexts } from './copy-status'
import { useCopy } from './use-copy'

export interface RecoveryCodeListTexts extends CopyTexts {
  /** The list's accessible name. */
  list: string
  download: string
  copy: string
}

/**
 * Recovery codes, shown once (the server keeps only their hashes): the list, a text file to
 * download (`fileText`, named `fileName`) and a copy button.
 */
export function RecoveryCodeList({
  codes,
  fileText,
  fileName,
  texts,
}: {
  codes: readonly string[]
  fileText: string
  fileName: string
  texts: RecoveryCodeListTexts
}) {
  const { state, copy } = useCopy()
  // A data: address rather than a blob: one, which would have to be revoked (and a revoke on
  // unmount also runs between StrictMode's two mounts, breaking the link). Ten codes are small.
  const fileUrl = `data:text/plain;charset=utf-8,${encodeURIComponent(fileText)}`
  return (
    <Stack gap="3">
      <Box
        as="ol"
        aria-label={texts.list}
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }}
        gap="2"
        paddingX="4"
        paddingY="3"
        bg="bg.muted"
        borderRadius="md"
        listStyleType="none"
        fontFamily="mono"
        fontSize="md"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <HStack gap="3" wrap="wrap">
        <Button asChild size="sm" variant="outline">
          <a href={fileUrl} download={fileName}>
            {texts.download}
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={() => copy(codes.join('\n'))}>
          {texts.copy}
        </Button>
        <CopyStatus state={state} texts={texts} />
      </HStack>
    </Stack>
  )
}
