const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** A LIKE / ILIKE pattern that finds `text` anywhere, with the user's %, _ and \ taken literally. */
export function containing(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE / ILIKE pattern for values that begin with `text`, taken literally. */
export function startingWith(text: string): string {
  return `${escapeLike(text)}%`;
}
