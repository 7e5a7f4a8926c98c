import { constants, createHash, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { IN_MEMORY, type Config } from '../config';

/**
 * The server's secrets: the RSA-OAEP pair the browser encrypts passwords with, and the HS256 token
 * secret. Persisted under DATA_DIR/secrets so tokens and cached public keys survive a restart.
 */
export interface ServerKeys {
  keyId: string;
  /** SPKI PEM, what GET /api/public-key serves. */
  publicKeyPem: string;
  jwtSecret: string;
  /** The plain password, or null when the ciphertext is not ours or not base64 RSA-OAEP(SHA-256). */
  decryptPassword(ciphertextBase64: string): string | null;
}

const RSA_BITS = 2048;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const utf8 = new TextDecoder('utf-8', { fatal: true });
const generateRsaPair = promisify(generateKeyPair);

export async function loadServerKeys(config: Pick<Config, 'dataDir' | 'jwtSecret'>): Promise<ServerKeys> {
  if (config.dataDir === IN_MEMORY) return createInMemoryKeys(config.jwtSecret);
  const dir = path.resolve(config.dataDir, 'secrets');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const privatePem = await readOrCreate(path.join(dir, 'rsa-oaep-private.pem'), generatePrivatePem);
  const jwtSecret = config.jwtSecret ?? (await readOrCreate(path.join(dir, 'jwt-secret'), () => Promise.resolve(randomSecret())));
  return keysFrom(createPrivateKey(privatePem), jwtSecret);
}

export async function createInMemoryKeys(jwtSecret?: string): Promise<ServerKeys> {
  return keysFrom(createPrivateKey(await generatePrivatePem()), jwtSecret ?? randomSecret());
}

function randomSecret(): string {
  return randomBytes(48).toString('base64url');
}

async function generatePrivatePem(): Promise<string> {
  const { privateKey } = await generateRsaPair('rsa', { modulusLength: RSA_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

async function readOrCreate(file: string, create: () => Promise<string>): Promise<string> {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = await create();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}

function keysFrom(privateKey: KeyObject, jwtSecret: string): ServerKeys {
  const publicKey = createPublicKey(privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  const keySize = (privateKey.asymmetricKeyDetails?.modulusLength ?? RSA_BITS) / 8;
  return {
    keyId: createHash('sha256').update(der).digest('base64url').slice(0, 16),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    jwtSecret,
    decryptPassword(ciphertextBase64) {
      const compact = ciphertextBase64.replace(/\s+/g, '');
      if (!BASE64.test(compact)) return null;
      const ciphertext = Buffer.from(compact, 'base64');
      if (ciphertext.length !== keySize) return null;
      try {
        const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, ciphertext);
        return utf8.decode(plain);
      } catch {
        return null;
      }
    },
  };
}
