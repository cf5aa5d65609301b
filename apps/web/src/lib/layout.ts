import { type Breakpoint, useMediaQuery, useTheme } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';

/** Below the breakpoint a screen takes its phone layout: the decision is the media query's, so a test sets it through matchMedia. */
export function usePhoneLayout(breakpoint: Breakpoint = 'sm') {
  return useMediaQuery(useTheme().breakpoints.down(breakpoint), { noSsr: true });
}

/**
 * Whether a box's content is wider than the box (a table of long addresses on a narrow screen). A box
 * that scrolls sideways must be reachable by keyboard to be scrolled (WCAG 2.1.1), so its owner makes it
 * a focusable region while, and only while, it scrolls.
 */
export function useScrollsSideways<E extends HTMLElement>() {
  const box = useRef<E>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return { box, scrolls };
}
