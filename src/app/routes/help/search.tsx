import { Box, Field, Input, Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PreparingPage } from '@/components/layout/preparing-page'
import { useDebouncedValue } from '@/hooks/use-debounced-value'

/** search of either help centre: the query is debounced (200 ms) into `?q=`. */
export function Component() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(() => params.get('q') ?? '')
  const query = useDebouncedValue(text.trim())

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (query) next.set('q', query)
        else next.delete('q')
        return next
      },
      { replace: true },
    )
  }, [query, setParams])

  return (
    <Box>
      <PreparingPage />
      <Field.Root mt="6" maxW="lg">
        <Field.Label>{t('help.searchLabel')}</Field.Label>
        <Input
          type="search"
          value={text}
          placeholder={t('help.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
      </Field.Root>
      <Text mt="4" aria-live="polite">
        {query ? t('help.searchingFor', { query }) : t('help.searchHint')}
      </Text>
    </Box>
  )
}
