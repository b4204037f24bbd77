import { Box, Button, chakra, HStack, Stack } from '@chakra-ui/react'
import { CopyStatus, type CopyTexts } from './copy-status'
import { useCopy } from './use-copy'

export interface RecoveryCodeListTexts extends CopyTexts {
  /** The list's accessible name. */
  list: string
  download: string
  copy: string
  /** The acknowledgement that the codes are saved. */
  saved: string
}

/**
 * Recovery codes, shown once (the server keeps only their hashes): the list, a text file to
 * download (`file`: its name, and a heading and a note above the codes), a copy button, and the
 * acknowledgement that they are saved, which the caller's next step waits for.
 */
export function RecoveryCodeList({
  codes,
  file,
  texts,
  saved,
  onSavedChange,
}: {
  codes: readonly string[]
  file: { name: string; heading: string; note: string }
  texts: RecoveryCodeListTexts
  saved: boolean
  onSavedChange: (saved: boolean) => void
}) {
  const fileText = [file.heading, file.note, '', ...codes, ''].join('\n')
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
          <a href={fileUrl} download={file.name}>
            {texts.download}
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={() => copy(codes.join('\n'))}>
          {texts.copy}
        </Button>
        <CopyStatus state={state} texts={texts} />
      </HStack>
      <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
        <chakra.input
          type="checkbox"
          checked={saved}
          onChange={(event) => onSavedChange(event.target.checked)}
          boxSize="4"
          accentColor="brand.solid"
        />
        {texts.saved}
      </chakra.label>
    </Stack>
  )
}
