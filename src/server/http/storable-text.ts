/** A UTF-16 surrogate without its partner: JSON's "\ud800" escape makes one, UTF-8 cannot encode it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a text cannot be stored as it was sent, or undefined when it can. PostgreSQL text and jsonb cannot
 * hold U+0000, and jsonb refuses a lone surrogate (text columns would silently store U+FFFD instead), so
 * both are bad input everywhere: a 400, never a 500 and never a quietly changed value.
 */
export function unstorableText(text: string): string | undefined {
  if (text.includes('\u0000')) return 'contains a NUL character';
  if (LONE_SURROGATE.test(text)) return 'contains a lone surrogate (not valid Unicode)';
  return undefined;
}

/** The text made safe to echo in an error message (the offending characters shown as '?'). */
export function printable(text: string): string {
  return text.replace(new RegExp(`\u0000|${LONE_SURROGATE.source}`, 'g'), '?');
}
