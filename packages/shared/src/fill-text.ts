const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** A text with its `{{name}}` placeholders filled in (a name without a value leaves nothing). */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));
