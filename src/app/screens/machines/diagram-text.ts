import type { DiagramNode } from './machine-graph';

/** Text metrics for the SVG; estimated, because layout runs before (and without) any rendering. */
export const TEXT = {
  titleSize: 13,
  bodySize: 11,
  lineHeight: 14,
  charWidth: 6.4,
  titleCharWidth: 7.6,
  padding: 10,
  wrapAt: 34,
  /** The "current state" badge under a state's lines: its height, and the room it adds to the box. */
  badgeHeight: 16,
  badgeRoom: 18,
} as const;

/** The lines shown under a state's name: tags, then description, then invokes and entry actions. */
export function bodyLines(node: DiagramNode): string[] {
  const tags = node.tags.length ? [node.tags.map((tag) => `«${tag}»`).join(' ')] : [];
  const description = node.description ? wrap(node.description, TEXT.wrapAt) : [];
  return [...tags, ...description, ...node.notes];
}

export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function textWidth(text: string, charWidth: number = TEXT.charWidth): number {
  return Math.ceil(text.length * charWidth);
}

/** Room for the name and body lines (and the badge, when drawn); compound states put this block above their children. */
export function headerSize(node: DiagramNode, badge = ''): { width: number; height: number } {
  const lines = bodyLines(node);
  const width = Math.max(textWidth(node.name, TEXT.titleCharWidth), ...lines.map((line) => textWidth(line)), badge ? badgeWidth(badge) : 0);
  // Matches DiagramNodeShape: name baseline, a 6px gap, one line each, then room for descenders.
  const height = linesBottom(lines.length) + 12 + (badge ? TEXT.badgeRoom : 0);
  return { width: width + 2 * TEXT.padding, height };
}

/** The last body line's baseline, from the box's top. */
export function linesBottom(lineCount: number): number {
  return TEXT.padding + TEXT.titleSize + 6 + lineCount * TEXT.lineHeight;
}

export function badgeWidth(badge: string): number {
  return textWidth(badge) + 12;
}
