/**
 * The extension a file is written to the store under. The store takes two to four lower-case letters, so a
 * file whose real extension is another (mp3, m4a, 3gp) is stored as '.bin'; its row keeps the real one in
 * file_extension, which is what it downloads as.
 */
export function storedExtension(extension: string): string {
  return /^[a-z]{2,4}$/.test(extension) ? extension : 'bin';
}
