/** The image types a logo may be, recognised by content: a name or a declared type proves nothing. */
export type LogoImageType = 'png' | 'jpeg' | 'gif';

export const LOGO_CONTENT_TYPES: Record<LogoImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
};

export const LOGO_EXTENSIONS: Record<LogoImageType, string> = { png: 'png', jpeg: 'jpg', gif: 'gif' };

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87A = [...'GIF87a'].map((ch) => ch.charCodeAt(0));
const GIF89A = [...'GIF89a'].map((ch) => ch.charCodeAt(0));

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);
}

export function detectImageType(bytes: Uint8Array): LogoImageType | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, GIF87A) || startsWith(bytes, GIF89A)) return 'gif';
  return null;
}
