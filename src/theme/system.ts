import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import { baseTheme } from './base.ts'
import { recipes, slotRecipes } from './recipes/index.ts'

/** Every floating layer (dropdowns, modals, toasts…) sits at or above this z-index. */
export const Z_INDEX_BASE = 2000

/**
 * Latin system fonts, then the common Chinese system fonts (macOS/iOS, Windows, Android/Linux with
 * Noto, Linux with WenQuanYi), then the generic family: Chinese text never falls back to whatever
 * the browser picks for sans-serif, and the widths the layouts are tested with are the real ones.
 */
export const FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  'Helvetica',
  'Arial',
  '"PingFang SC"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"WenQuanYi Micro Hei"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ')

const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        body: { value: FONT_STACK },
        heading: { value: FONT_STACK },
      },
      colors: {
        brand: {
          50: { value: '#eff6ff' },
          100: { value: '#dbeafe' },
          200: { value: '#bfdbfe' },
          300: { value: '#93c5fd' },
          400: { value: '#60a5fa' },
          500: { value: '#3b82f6' },
          600: { value: '#2563eb' },
          700: { value: '#1d4ed8' },
          800: { value: '#1e40af' },
          900: { value: '#1e3a8a' },
          950: { value: '#172554' },
        },
      },
      zIndex: {
        dropdown: { value: Z_INDEX_BASE },
        sticky: { value: Z_INDEX_BASE + 100 },
        banner: { value: Z_INDEX_BASE + 200 },
        overlay: { value: Z_INDEX_BASE + 300 },
        modal: { value: Z_INDEX_BASE + 400 },
        popover: { value: Z_INDEX_BASE + 500 },
        skipNav: { value: Z_INDEX_BASE + 600 },
        toast: { value: Z_INDEX_BASE + 700 },
        tooltip: { value: Z_INDEX_BASE + 800 },
      },
    },
    // Light values only: the portal has one colour mode (lightValues in base.ts).
    semanticTokens: {
      colors: {
        fg: {
          // Chakra's red.500 error text is 3.8:1 on white; red.700 is 6.5:1 (WCAG AA).
          error: { value: '{colors.red.700}' },
        },
        brand: {
          // White on brand.700 (#1d4ed8) is 6.7:1: it passes WCAG AA.
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.200}' },
          subtle: { value: '{colors.brand.100}' },
          emphasized: { value: '{colors.brand.300}' },
          // Focus rings: brand.700 is 6.7:1 against white and 5:1 against a field's resting border.
          focusRing: { value: '{colors.brand.700}' },
          border: { value: '{colors.brand.600}' },
        },
      },
    },
    recipes,
    slotRecipes,
  },
})

let system: ReturnType<typeof createSystem> | undefined

/**
 * The portal's Chakra system, built on first use. Building it takes a phone about a tenth of a
 * second, so the app does it after it has asked for the first page's code and messages
 * (src/main.tsx), while they are on their way, rather than while its modules load.
 */
export function getSystem() {
  return (system ??= createSystem(defaultBaseConfig, baseTheme, config))
}
