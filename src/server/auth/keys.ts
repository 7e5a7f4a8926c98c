import { constants, createHash, createPrivateKey, createPublicKey, generateKeyPair, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { IN_MEMORY, type Config } from '../config';

/**
 * The server's secrets: the RSA-OAEP pair the browser encrypts passwords with, and the HS256 token
 * secret. Persisted under DATA_DIR/secrets so tokens and cached public keys survive a restart.
 * Every process serving the port must hold the same ones (a token signed by one is checked by another):
 * with WORKERS the primary loads them once and hands them to each worker (src/server/http/cluster.ts).
 */
export interface ServerSecrets {
  /** PKCS#8 PEM of the RSA-OAEP private key. */
  privateKeyPem: string;
  jwtSecret: string;
}

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

/** The stored secrets, created on first use; with DATA_DIR memory:// new ones that live as long as the process. */
export async function loadServerSecrets(config: Pick<Config, 'dataDir' | 'jwtSecret'>): Promise<ServerSecrets> {
  if (config.dataDir === IN_MEMORY) return { privateKeyPem: await generatePrivatePem(), jwtSecret: config.jwtSecret ?? randomSecret() };
  const dir = path.resolve(config.dataDir, 'secrets');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const privateKeyPem = await readOrCreate(path.join(dir, 'rsa-oaep-private.pem'), generatePrivatePem);
  const jwtSecret = config.jwtSecret ?? (await readOrCreate(path.join(dir, 'jwt-secret'), () => Promise.resolve(randomSecret())));
  return { privateKeyPem, jwtSecret };
}

export async function loadServerKeys(config: Pick<Config, 'dataDir' | 'jwtSecret'>): Promise<ServerKeys> {
  return serverKeysFrom(await loadServerSecrets(config));
}

export async function createInMemoryKeys(jwtSecret?: string): Promise<ServerKeys> {
  return loadServerKeys({ dataDir: IN_MEMORY, jwtSecret });
}

export function serverKeysFrom(secrets: ServerSecrets): ServerKeys {
  return keysFrom(createPrivateKey(secrets.privateKeyPem), secrets.jwtSecret);
}

function randomSecret(): string {
  return randomBytes(48).toString('base64url');
}

async function generatePrivatePem(): Promise<string> {
  const { privateKey } = await generateRsaPair('rsa', { modulusLength: RSA_BITS });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/**
 * The file's value, or a new one written whole: it is written under a temporary name and then linked into
 * place, which fails when the file appeared meanwhile. So a crash never leaves half a key, and of two
 * processes starting at once on one DATA_DIR the first to link wins and the other reads its value.
 */
async function readOrCreate(file: string, create: () => Promise<string>): Promise<string> {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const value = await create();
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, `${value}\n`, { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  } finally {
    rmSync(temporary, { force: true });
  }
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
