import { type Breakpoint, useMediaQuery, useTheme } from '@mui/material';

/** Below the breakpoint a screen takes its phone layout: the decision is the media query's, so a test sets it through matchMedia. */
export function usePhoneLayout(breakpoint: Breakpoint = 'sm') {
  return useMediaQuery(useTheme().breakpoints.down(breakpoint), { noSsr: true });
}
