/**
 * The logo a firm may upload (seed 002 §2.9 item 7, §5 "Logo"): a .jpg, .jpeg, .gif or .png file of at
 * most 10MB. The browser checks the name and size before sending; the server checks the content.
 */
export const LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.gif', '.png'] as const;

/** 10MB as the seeds count it (002 §9): decimal bytes, not MiB. */
export const LOGO_MAX_BYTES = 10_000_000;

/** Only what the checks read, so the rule also applies to plain descriptions of a file. */
export interface LogoCandidate {
  name: string;
  size: number;
}

export function hasLogoExtension(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return LOGO_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

export function isWithinLogoLimit(size: number): boolean {
  return size <= LOGO_MAX_BYTES;
}
