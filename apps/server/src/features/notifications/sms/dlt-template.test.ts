import { describe, expect, it } from 'vitest';
import { checkTemplate, matchesTemplate, renderSmsTemplate, templateVariables } from './dlt-template.js';

const FEE_RECEIPT = 'Dear {#var#}, your fee of {#var#} is received. Receipt {#var#}. -CAMPUS';

describe('rendering a DLT template', () => {
  it('fills each {#var#} with its value, in order', () => {
    expect(renderSmsTemplate(FEE_RECEIPT, ['Asha Rao', 'Rs 12,500', 'R-2024-0042'])).toEqual({
      ok: true,
      text: 'Dear Asha Rao, your fee of Rs 12,500 is received. Receipt R-2024-0042. -CAMPUS',
      parts: 1,
      encoding: 'gsm7',
    });
  });

  it("keeps a value's $ patterns as written", () => {
    expect(renderSmsTemplate('Code {#var#} ok', ["$& $1 $'"])).toMatchObject({ ok: true, text: "Code $& $1 $' ok" });
  });

  it('sends a template without variables as it is', () => {
    expect(renderSmsTemplate('The college is closed tomorrow. -CAMPUS', [])).toMatchObject({ ok: true, parts: 1 });
  });

  it('writes a text with a character outside GSM-7 (the rupee sign) as UCS-2', () => {
    expect(renderSmsTemplate('Fee of {#var#} received', ['₹12,500'])).toMatchObject({ ok: true, encoding: 'ucs2', parts: 1 });
  });
});

describe('what a template refuses, and why', () => {
  it('a number of values other than its variables', () => {
    expect(renderSmsTemplate(FEE_RECEIPT, ['Asha Rao', 'Rs 12,500'])).toEqual({
      ok: false,
      reason: 'the template has 3 variables but 2 values were given',
    });
    expect(renderSmsTemplate('No variables here', ['extra'])).toEqual({
      ok: false,
      reason: 'the template has 0 variables but 1 values were given',
    });
  });

  it('an empty value, or one of spaces only', () => {
    expect(renderSmsTemplate(FEE_RECEIPT, ['Asha Rao', '', 'R-1'])).toEqual({ ok: false, reason: 'value 2 is empty' });
    expect(renderSmsTemplate(FEE_RECEIPT, ['   ', 'Rs 1', 'R-1'])).toEqual({ ok: false, reason: 'value 1 is empty' });
  });

  it("a value longer than DLT's 30 characters; 30 go", () => {
    expect(renderSmsTemplate(FEE_RECEIPT, ['A'.repeat(30), 'Rs 1', 'R-1'])).toMatchObject({ ok: true });
    expect(renderSmsTemplate(FEE_RECEIPT, ['A'.repeat(31), 'Rs 1', 'R-1'])).toEqual({
      ok: false,
      reason: 'value 1 is longer than 30 characters',
    });
    // Characters, not UTF-16 units: 30 emoji are 60 units and still 30 characters.
    expect(renderSmsTemplate('Hi {#var#}', ['😀'.repeat(30)])).toMatchObject({ ok: true });
  });

  it('a value holding a line break', () => {
    expect(renderSmsTemplate(FEE_RECEIPT, ['Asha', 'Rs 1', 'R-1\nPay more'])).toEqual({ ok: false, reason: 'value 3 holds a line break' });
    expect(renderSmsTemplate(FEE_RECEIPT, ['Asha\r', 'Rs 1', 'R-1'])).toEqual({ ok: false, reason: 'value 1 holds a line break' });
  });

  it('a text of more than 6 SMS parts', () => {
    expect(renderSmsTemplate('a'.repeat(918), [])).toMatchObject({ ok: true, parts: 6 });
    expect(renderSmsTemplate('a'.repeat(919), [])).toEqual({ ok: false, reason: 'the text takes 7 SMS parts; at most 6 are sent' });
    expect(renderSmsTemplate('₹'.repeat(402), [])).toMatchObject({ ok: true, parts: 6, encoding: 'ucs2' });
    expect(renderSmsTemplate('₹'.repeat(403), [])).toEqual({ ok: false, reason: 'the text takes 7 SMS parts; at most 6 are sent' });
  });

  it('a template that is itself wrong', () => {
    expect(renderSmsTemplate('Dear {#name#}, welcome', ['Asha'])).toEqual({
      ok: false,
      reason: 'the template holds a {# that is not {#var#}',
    });
    expect(renderSmsTemplate('', [])).toEqual({ ok: false, reason: 'the template is empty' });
  });
});

describe('counting SMS parts', () => {
  const parts = (text: string) => {
    const rendered = renderSmsTemplate(text, []);
    return rendered.ok ? [rendered.encoding, rendered.parts] : rendered.reason;
  };

  it('GSM-7: 160 characters in one SMS, then 153 a part', () => {
    expect(parts('a'.repeat(160))).toEqual(['gsm7', 1]);
    expect(parts('a'.repeat(161))).toEqual(['gsm7', 2]);
    expect(parts('a'.repeat(306))).toEqual(['gsm7', 2]);
    expect(parts('a'.repeat(307))).toEqual(['gsm7', 3]);
  });

  it('UCS-2: 70 characters in one SMS, then 67 a part', () => {
    expect(parts('₹' + 'a'.repeat(69))).toEqual(['ucs2', 1]);
    expect(parts('₹' + 'a'.repeat(70))).toEqual(['ucs2', 2]);
    expect(parts('₹' + 'a'.repeat(133))).toEqual(['ucs2', 2]);
    expect(parts('₹' + 'a'.repeat(134))).toEqual(['ucs2', 3]);
  });

  it("GSM-7's extension characters count two", () => {
    expect(parts('a'.repeat(158) + '€')).toEqual(['gsm7', 1]);
    expect(parts('a'.repeat(159) + '€')).toEqual(['gsm7', 2]);
    expect(parts('[a]'.repeat(32))).toEqual(['gsm7', 1]);
    expect(parts('[a]'.repeat(33))).toEqual(['gsm7', 2]);
  });

  it("never splits an extension character's escape from it, nor a surrogate pair", () => {
    // 152 + 2 would straddle the first part's 153 septets: the euro goes to the second part.
    expect(parts('a'.repeat(152) + '€' + 'a'.repeat(151))).toEqual(['gsm7', 2]);
    expect(parts('a'.repeat(152) + '€' + 'a'.repeat(152))).toEqual(['gsm7', 3]);
    expect(parts('😀'.repeat(35))).toEqual(['ucs2', 1]);
    expect(parts('a'.repeat(66) + '😀' + 'a'.repeat(66))).toEqual(['ucs2', 3]);
  });
});

describe('matching a text to its template', () => {
  it('is the template with each {#var#} as 1 to 30 characters', () => {
    expect(matchesTemplate(FEE_RECEIPT, 'Dear Asha Rao, your fee of Rs 12,500 is received. Receipt R-1. -CAMPUS')).toBe(true);
    expect(matchesTemplate(FEE_RECEIPT, 'Dear Asha Rao, your fee of Rs 12,500 was received. Receipt R-1. -CAMPUS')).toBe(false);
    expect(matchesTemplate(FEE_RECEIPT, `Dear ${'A'.repeat(31)}, your fee of Rs 1 is received. Receipt R-1. -CAMPUS`)).toBe(false);
    expect(matchesTemplate(FEE_RECEIPT, 'Dear , your fee of Rs 1 is received. Receipt R-1. -CAMPUS')).toBe(false);
  });

  it("reads the template's own regular-expression characters as text", () => {
    const template = 'Fee (Sem {#var#}) paid? Rs.{#var#} [ok] *';
    expect(matchesTemplate(template, 'Fee (Sem 3) paid? Rs.500 [ok] *')).toBe(true);
    expect(matchesTemplate(template, 'Fee Sem 3 paid Rs-500 ok ')).toBe(false);
  });
});

describe('checking a template the office writes', () => {
  it('counts its variables', () => {
    expect(templateVariables(FEE_RECEIPT)).toBe(3);
    expect(templateVariables('No variables')).toBe(0);
    expect(checkTemplate(FEE_RECEIPT)).toEqual({ ok: true, variables: 3 });
    expect(checkTemplate('The college is closed tomorrow. -CAMPUS')).toEqual({ ok: true, variables: 0 });
  });

  it('refuses an empty one, one longer than 2000 characters, and a {# that is not {#var#}', () => {
    expect(checkTemplate('  ')).toEqual({ ok: false, reason: 'the template is empty' });
    expect(checkTemplate('a'.repeat(2000))).toEqual({ ok: true, variables: 0 });
    expect(checkTemplate('a'.repeat(2001))).toEqual({ ok: false, reason: 'the template is longer than 2000 characters' });
    expect(checkTemplate('Dear {#VAR#}')).toEqual({ ok: false, reason: 'the template holds a {# that is not {#var#}' });
    expect(checkTemplate('Dear {#var#, welcome')).toEqual({ ok: false, reason: 'the template holds a {# that is not {#var#}' });
    expect(checkTemplate('Dear {{#var#}}')).toEqual({ ok: true, variables: 1 });
  });
});
