import { useLocation } from 'react-router-dom'
import { paths, type HelpCentre } from '@/config/paths'

/** Both help centres share their pages; the address says which one this is. */
export function useCentre(): HelpCentre {
  const { pathname } = useLocation()
  return pathname.toLowerCase().startsWith(paths.help.home('commonGameProblem').toLowerCase())
    ? 'commonGameProblem'
    : 'commonProblem'
}

export const otherCentre = (centre: HelpCentre): HelpCentre =>
  centre === 'commonProblem' ? 'commonGameProblem' : 'commonProblem'
