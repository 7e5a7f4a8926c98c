import { createHash } from 'node:crypto';

/** What the users table keeps of a direct-entry code: its SHA-256 in hex (the migration computes the same). */
export function uniqueCodeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex');
}
