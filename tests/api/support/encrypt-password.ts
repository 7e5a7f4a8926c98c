import { constants, publicEncrypt } from 'node:crypto';

/** What the browser does with WebCrypto: RSA-OAEP(SHA-256) with the served key, base64. */
export function encryptPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString(
    'base64',
  );
}
