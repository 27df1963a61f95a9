import { MOBILE_BREAKPOINT } from '@staydesk/contracts';

const neutral = {
  0: '#ffffff',
  50: '#f8fafc',
  100: '#f1f5f9',
  200: '#e2e8f0',
  300: '#cbd5e1',
  400: '#94a3b8',
  500: '#64748b',
  600: '#475569',
  700: '#334155',
  800: '#1e293b',
  900: '#0f172a',
} as const;

const primary = {
  50: '#eff6ff',
  100: '#dbeafe',
  200: '#bfdbfe',
  600: '#2563eb',
  700: '#1d4ed8',
  800: '#1e40af',
} as const;

const success = { 50: '#f0fdf4', 100: '#dcfce7', 700: '#15803d', 800: '#166534' } as const;
const warning = { 50: '#fffbeb', 100: '#fef3c7', 700: '#b45309', 800: '#92400e' } as const;
const danger = {
  50: '#fef2f2',
  100: '#fee2e2',
  600: '#dc2626',
  700: '#b91c1c',
  800: '#991b1b',
} as const;
const info = { 50: '#f0f9ff', 100: '#e0f2fe', 700: '#0369a1', 800: '#075985' } as const;

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

interface ToneColors {
  /** Pale background with dark text: labels and status chips. */
  softBackground: string;
  softText: string;
  /** Strong background with light text: counts and destructive actions. */
  solidBackground: string;
  solidText: string;
}

const tones: Record<Tone, ToneColors> = {
  neutral: {
    softBackground: neutral[100],
    softText: neutral[700],
    solidBackground: neutral[700],
    solidText: neutral[0],
  },
  info: {
    softBackground: info[100],
    softText: info[800],
    solidBackground: info[700],
    solidText: neutral[0],
  },
  success: {
    softBackground: success[100],
    softText: success[800],
    solidBackground: success[700],
    solidText: neutral[0],
  },
  warning: {
    softBackground: warning[100],
    softText: warning[800],
    solidBackground: warning[700],
    solidText: neutral[0],
  },
  danger: {
    softBackground: danger[100],
    softText: danger[800],
    solidBackground: danger[600],
    solidText: neutral[0],
  },
};

const colors = {
  neutral,
  primary,
  success,
  warning,
  danger,
  info,
  tones,
  text: {
    primary: neutral[900],
    secondary: neutral[600],
    muted: neutral[500],
    inverse: neutral[0],
    link: primary[700],
    danger: danger[700],
  },
  background: {
    surface: neutral[0],
    subtle: neutral[50],
    muted: neutral[100],
    selected: primary[50],
  },
  border: {
    subtle: neutral[200],
    default: neutral[300],
    /** Form controls need 3:1 against white to be identifiable (WCAG 1.4.11). */
    control: neutral[500],
  },
  focus: primary[600],
  unread: primary[600],
  overlay: 'rgba(15, 23, 42, 0.5)',
} as const;

const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
} as const;

const radii = { sm: '4px', md: '6px', lg: '8px', xl: '12px', full: '9999px' } as const;

const typography = {
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
  monoFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  sizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
  },
  weights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, snug: 1.375, normal: 1.5 },
} as const;

const shadows = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.12)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
  panel: '-8px 0 24px rgba(15, 23, 42, 0.12)',
} as const;

/** Popovers (menus, selects) sit above dialogs because they are opened from inside them. */
const zIndices = {
  header: 100,
  sidebar: 200,
  panel: 300,
  dialog: 400,
  popover: 500,
  toast: 600,
} as const;

const breakpoints = {
  narrow: 480,
  mobile: MOBILE_BREAKPOINT,
  desktop: 1024,
  wide: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

const motion = {
  fast: '120ms',
  normal: '200ms',
  easing: 'cubic-bezier(0.16, 1, 0.3, 1)',
} as const;

export const theme = {
  colors,
  space,
  radii,
  typography,
  shadows,
  zIndices,
  breakpoints,
  motion,
} as const;

type DesignSystemTheme = typeof theme;
export type Theme = DesignSystemTheme;

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Emotion's documented way to type its theme
  export interface Theme extends DesignSystemTheme {}
}

/** Media queries by breakpoint name; `below` stops just short of the breakpoint so both never match. */
export const mq = {
  below: (name: Breakpoint): string => `@media (max-width: ${breakpoints[name] - 0.02}px)`,
  above: (name: Breakpoint): string => `@media (min-width: ${breakpoints[name]}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
