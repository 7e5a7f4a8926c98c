/**
 * Passwords travel encrypted with the server's RSA public key (RSA-OAEP, SHA-256), base64 encoded.
 * WebCrypto only, so the same code runs in browsers and in Node 20 (globalThis.crypto).
 */
const oaep = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export async function importPublicKey(pem: string): Promise<CryptoKey> {
  return globalThis.crypto.subtle.importKey('spki', pemToDer(pem), oaep, false, ['encrypt']);
}

export async function encryptPassword(password: string, publicKey: string | CryptoKey): Promise<string> {
  const key = typeof publicKey === 'string' ? await importPublicKey(publicKey) : publicKey;
  const ciphertext = await globalThis.crypto.subtle.encrypt(oaep, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(ciphertext));
}

function pemToDer(pem: string): ArrayBuffer {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

function bytesToBase64(bytes: Uint8Array): string {
  // btoa wants a binary string; a 2048- or 4096-bit ciphertext is small enough to build in one go.
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
