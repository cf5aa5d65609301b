/**
 * DLT content templates (TRAI's Distributed Ledger Technology rules): the registered text with one
 * `{#var#}` for each value filled in at sending. An operator's scrubber drops a message whose text does
 * not match its registered template, so the text is checked here before it reaches a provider.
 */

const VAR = '{#var#}';
/** DLT's limit on one variable's value. */
const MAX_VALUE_CHARS = 30;
const MAX_TEMPLATE_CHARS = 2000;
const MAX_PARTS = 6;

/** GSM 03.38's default alphabet (without the escape character) and its extension table, whose characters take two septets. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

/** Units a part holds: one SMS alone, or each part of a concatenated one (its header takes the rest). */
const CAPACITY = {
  gsm7: { single: 160, multi: 153 },
  ucs2: { single: 70, multi: 67 },
} as const;

type SmsEncoding = keyof typeof CAPACITY;

type RenderedSms = { ok: true; text: string; parts: number; encoding: SmsEncoding } | { ok: false; reason: string };
type TemplateCheck = { ok: true; variables: number } | { ok: false; reason: string };

/** How many `{#var#}` the template holds. */
export function templateVariables(template: string): number {
  return template.split(VAR).length - 1;
}

/** What the office is told when it saves a template. */
export function checkTemplate(template: string): TemplateCheck {
  if (template.trim() === '') return { ok: false, reason: 'the template is empty' };
  if (template.length > MAX_TEMPLATE_CHARS) return { ok: false, reason: `the template is longer than ${MAX_TEMPLATE_CHARS} characters` };
  if (template.split(VAR).some((literal) => literal.includes('{#'))) {
    return { ok: false, reason: 'the template holds a {# that is not {#var#}' };
  }
  return { ok: true, variables: templateVariables(template) };
}

/** Whether the text is the template with each `{#var#}` filled by 1 to 30 characters, as DLT's scrubbing reads it. */
export function matchesTemplate(template: string, text: string): boolean {
  const pattern = template.split(VAR).map(escapeRegExp).join(`[\\s\\S]{1,${MAX_VALUE_CHARS}}`);
  return new RegExp(`^${pattern}$`, 'u').test(text);
}

/** The template filled with the values, in order, and how many SMS parts it takes; or why it cannot go. */
export function renderSmsTemplate(template: string, values: string[]): RenderedSms {
  const check = checkTemplate(template);
  if (!check.ok) return check;
  if (values.length !== check.variables) {
    return { ok: false, reason: `the template has ${check.variables} variables but ${values.length} values were given` };
  }
  const problems = values.map(valueProblem);
  const wrong = problems.findIndex((problem) => problem !== null);
  if (wrong >= 0) return { ok: false, reason: `value ${wrong + 1} ${problems[wrong]}` };

  const text = fill(template, values);
  const encoding = encodingOf(text);
  const parts = countParts(text, encoding);
  if (parts > MAX_PARTS) return { ok: false, reason: `the text takes ${parts} SMS parts; at most ${MAX_PARTS} are sent` };
  if (!matchesTemplate(template, text)) return { ok: false, reason: 'the text does not match its DLT template' };
  return { ok: true, text, parts, encoding };
}

function valueProblem(value: string): string | null {
  if (value.trim() === '') return 'is empty';
  if ([...value].length > MAX_VALUE_CHARS) return `is longer than ${MAX_VALUE_CHARS} characters`;
  if (/[\r\n\u2028\u2029]/.test(value)) return 'holds a line break';
  return null;
}

function fill(template: string, values: string[]): string {
  // Split and join rather than String.replace: a value's `$&` or `$1` must stay as written.
  return template
    .split(VAR)
    .map((literal, i) => literal + (values[i] ?? ''))
    .join('');
}

function encodingOf(text: string): SmsEncoding {
  return [...text].every((ch) => GSM7_BASIC.has(ch) || GSM7_EXTENSION.has(ch)) ? 'gsm7' : 'ucs2';
}

/** Units each character takes: GSM-7 septets (an extension character is escape + character), or UTF-16 code units. */
function unitsOf(ch: string, encoding: SmsEncoding): number {
  if (encoding === 'ucs2') return ch.length;
  return GSM7_EXTENSION.has(ch) ? 2 : 1;
}

function countParts(text: string, encoding: SmsEncoding): number {
  const units = [...text].map((ch) => unitsOf(ch, encoding));
  const { single, multi } = CAPACITY[encoding];
  if (units.reduce((sum, n) => sum + n, 0) <= single) return 1;
  // A character's units never straddle two parts (an escape and its character, or a surrogate pair).
  let parts = 1;
  let used = 0;
  for (const n of units) {
    if (used + n > multi) {
      parts += 1;
      used = 0;
    }
    used += n;
  }
  return parts;
}

function escapeRegExp(literal: string): string {
  return literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
