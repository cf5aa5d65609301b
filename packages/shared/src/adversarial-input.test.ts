import { checkSync } from 'recheck';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, TEXT_PATTERN, applicationFormDataSchema, emailField, textField } from './admissions/admission.schema.js';
import { OBJECTS, PATTERNS, VALIDATORS, patternsOf } from './input-validators.fixture.js';

/**
 * Every pattern that checks user input runs in linear time: a pattern with nested or overlapping
 * quantifiers (the old e-mail check took 20 s on "a@" + 120,000 dots + "@") fails here. recheck
 * decides it by analysing the pattern, not by timing a run; `npm run bench:hostile-input` times every
 * validator on hostile text against plain text of the same length.
 */

/** recheck's verdict: 'safe' when no input makes the pattern backtrack more than linearly. */
const verdict = (pattern: RegExp) => {
  const diagnostics = checkSync(pattern.source, pattern.flags);
  return diagnostics.status === 'vulnerable'
    ? `vulnerable (${diagnostics.complexity.type}) on ${JSON.stringify(diagnostics.attack.pattern)}`
    : diagnostics.status;
};

describe('every pattern that checks user input runs in linear time', () => {
  it.each(Object.entries(PATTERNS))('the pattern %s', (_name, pattern) => {
    expect(verdict(pattern)).toBe('safe');
  });

  it.each(Object.entries(VALIDATORS))('%s', (_name, schema) => {
    for (const pattern of patternsOf(schema)) expect(verdict(pattern), String(pattern)).toBe('safe');
  });

  it.each(Object.entries(OBJECTS))('every field of %s', (_name, schema) => {
    for (const pattern of patternsOf(schema)) expect(verdict(pattern), String(pattern)).toBe('safe');
  });

  it('an overlapping pattern is found vulnerable, so the check can fail', () => {
    expect(verdict(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)).toMatch(/^vulnerable \(polynomial\)/);
    expect(patternsOf(applicationFormDataSchema)).toContain(EMAIL_PATTERN);
    expect(patternsOf(textField)).toEqual([TEXT_PATTERN]);
  });

  it('the e-mail check of issue 9 refuses "a@" + 120,000 dots + "@"', () => {
    const attack = 'a@' + '.'.repeat(120_000) + '@';
    expect(EMAIL_PATTERN.test(attack)).toBe(false);
    expect(emailField.safeParse(attack).success).toBe(false);
  });
});
