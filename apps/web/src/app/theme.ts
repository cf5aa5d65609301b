import { createTheme, type Theme } from '@mui/material/styles';
import type { ThemeName } from '../lib/ui-store';

const shared = {
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Roboto", "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none' as const, fontWeight: 600 },
  },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
  // A ring around whatever has the keyboard's focus: buttons, links drawn as buttons, icons, checkboxes.
  // It takes the colour of the control's text; a filled button's text is white, so its ring is dark.
  components: {
    // Whoever asks their system for less motion gets none: dialogs, menus and drawers appear at once,
    // and a click shows no ripple. Progress indicators keep turning, so that waiting still shows.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            transitionDuration: '0s !important',
            transitionDelay: '0s !important',
            scrollBehavior: 'auto !important',
          },
          '.MuiTouchRipple-root': { display: 'none' },
        },
      },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid currentColor', outlineOffset: 2 } } } },
    MuiButton: {
      styleOverrides: {
        contained: ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': { outlineColor: theme.palette.primary.dark } }),
      },
    },
  },
};

/**
 * Amber dark enough for 4.5:1 both ways: as text on white (5.0:1) and under white text on a filled
 * chip (5.0:1). MUI's own orange keeps 3:1, which a paper about to lapse in small bold type fails.
 */
const warning = { main: '#b45309', light: '#f59e0b', dark: '#8a4106', contrastText: '#ffffff' };

/** Mint: the default blue-cyan theme. Monochrome: greys. */
export const themes: Record<ThemeName, Theme> = {
  mint: createTheme({
    ...shared,
    palette: {
      // Dark enough that its text keeps 4.5:1 on the page's background under a hover's tint (4.95:1) and
      // a selected item's (4.66:1), as well as white text on it (5.58:1).
      primary: { main: '#0d737d', light: '#4fb3bd', dark: '#0a4f6e', contrastText: '#ffffff' },
      secondary: { main: '#f2b134', contrastText: '#1d2a33' },
      warning,
      background: { default: '#f3f8f9', paper: '#ffffff' },
    },
  }),
  monochrome: createTheme({
    ...shared,
    palette: {
      primary: { main: '#424242', light: '#6d6d6d', dark: '#1b1b1b', contrastText: '#ffffff' },
      secondary: { main: '#9e9e9e', contrastText: '#000000' },
      warning,
      background: { default: '#f5f5f5', paper: '#ffffff' },
    },
  }),
};
