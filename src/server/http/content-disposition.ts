/**
 * A Content-Disposition naming the file: plain ASCII in filename for old clients, the exact name in filename*
 * (RFC 6266). 'inline' opens it in the window, 'attachment' saves it.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
