/**
 * Text as people typed it, made ready to lay out in a PDF: composed (NFC, so an accented letter or a Tamil vowel
 * sign is one character where Unicode has one), line breaks kept only where a paragraph has them, tabs as spaces and
 * control characters dropped. Which font draws each character, and what stands in for a character no font has, is
 * decided when the text is split into runs (fonts.ts): nothing here replaces a letter.
 */
const LINE_BREAK = /\r\n?|[\n\u2028\u2029\v\f]/g;
const CONTROL = /\p{Cc}/gu;

/** One line of text: line breaks and tabs become spaces, other control characters go. */
export function drawableLine(text: string): string {
  return text.normalize('NFC').replace(LINE_BREAK, ' ').replace(/\t/g, ' ').replace(CONTROL, '');
}

/** Text that keeps its line breaks (paragraphs a lawyer typed), each line drawable. */
export function drawableLines(text: string): string[] {
  return text.split(LINE_BREAK).map(drawableLine);
}
