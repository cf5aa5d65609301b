import fs from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * pa11y's own engine, HTML_CodeSniffer, against WCAG 2 AA: each error (type 1) with its code and
 * element. pa11y would download a browser of its own; its engine runs as well in the browser the suite
 * already drives.
 */
const HTMLCS_SOURCE = fs.readFileSync(new URL(import.meta.resolve('html_codesniffer/build/HTMLCS.js')), 'utf8');
const HTMLCS_ERROR = 1;

interface Problem {
  code: string;
  selector: string;
}

/** Runs HTML_CodeSniffer's WCAG2AA standard on the page as it is; its errors, each with a CSS path to its element. */
async function codeSnifferErrors(page: Page): Promise<Problem[]> {
  // A pop-up that is still fading in would be measured half transparent.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // The page's Content-Security-Policy refuses an added script tag; evaluating the file's text is not a page script.
  await page.evaluate(HTMLCS_SOURCE);
  return page.evaluate(
    (errorType) =>
      new Promise<Problem[]>((resolve, reject) => {
        const selectorOf = (element: Element | null): string => {
          const parts: string[] = [];
          for (let el = element; el && parts.length < 6; el = el.parentElement) {
            if (el.id) return [`#${CSS.escape(el.id)}`, ...parts].join(' > ');
            const testId = el.getAttribute('data-testid');
            const siblings = el.parentElement ? Array.from(el.parentElement.children).filter((s) => s.tagName === el?.tagName) : [];
            const nth = siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(el) + 1})` : '';
            parts.unshift(testId ? `[data-testid="${testId}"]` : `${el.tagName.toLowerCase()}${nth}`);
          }
          return parts.join(' > ');
        };
        type Message = { type: number; code: string; element: Element };
        interface CodeSniffer {
          process(standard: string, content: Document, done: () => void, failed: () => void): void;
          getMessages(): Message[];
        }
        const htmlcs = (window as unknown as { HTMLCS: CodeSniffer }).HTMLCS;
        htmlcs.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === errorType)
                .map((m) => ({ code: m.code, selector: selectorOf(m.element) })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
        );
      }),
    HTMLCS_ERROR,
  );
}

/** HTML_CodeSniffer's errors on the page as it is: one line per error, with its code and element. */
export const codeSnifferProblems = async (page: Page): Promise<string[]> =>
  (await codeSnifferErrors(page)).map((p) => `${p.code} at ${p.selector}`);
