import type { ApiClient } from './client';
import { encryptPassword, importPublicKey } from './encrypt-password';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type LoginResponse = Schemas['LoginResponse'];
export type SecurityQuestions = Schemas['SecurityQuestions'];
export type UserDetailsResponse = Schemas['UserDetailsResponse'];
export type NewTokenResponse = Schemas['NewTokenResponse'];
export type TokenResponse = Schemas['TokenResponse'];
export type QuestionSets = Schemas['QuestionSets'];
export type PublicKey = Schemas['PublicKey'];
type MessageReply = Schemas['MessageReply'];

interface CallOptions {
  signal?: AbortSignal;
}

/** One fetch of the key per client; a failed fetch is forgotten so the next login tries again. */
const publicKeys = new WeakMap<ApiClient, Promise<{ meta: PublicKey; key: CryptoKey }>>();

export function getPublicKey(client: ApiClient): Promise<{ meta: PublicKey; key: CryptoKey }> {
  let cached = publicKeys.get(client);
  if (!cached) {
    cached = client.GET('/public-key').then(async (result) => {
      const meta = unwrap(result);
      return { meta, key: await importPublicKey(meta.publicKey) };
    });
    void cached.catch(() => publicKeys.delete(client));
    publicKeys.set(client, cached);
  }
  return cached;
}

/** After a key rotation the server cannot decrypt with the old key; the next login refetches it. */
export function forgetPublicKey(client: ApiClient): void {
  publicKeys.delete(client);
}

export async function login(client: ApiClient, userid: string, plainPassword: string): Promise<LoginResponse> {
  const { key } = await getPublicKey(client);
  const password = await encryptPassword(plainPassword, key);
  return unwrap(await client.POST('/login', { body: { userid, password } }));
}

export async function retrieveSecurityQa(client: ApiClient, userid: string): Promise<SecurityQuestions> {
  return unwrap(await client.POST('/retrieve-security-qa', { body: { userid } }));
}

/** True when the server recorded the answer; anything falsy ends the login (seed 000 §4). */
export async function disclaimerUser(client: ApiClient, userId: string, isAccept: boolean): Promise<boolean> {
  return unwrap(await client.POST('/disclaimer-user', { body: { userId, isAccept } }));
}

export async function getUserDetails(client: ApiClient, userId: string, jwt: string, options: CallOptions = {}): Promise<UserDetailsResponse> {
  const result = await client.GET('/get-user-details/{userId}/{jwt}', {
    params: { path: { userId, jwt } },
    signal: options.signal,
  });
  return unwrap(result);
}

export async function getNewToken(client: ApiClient, userId: string): Promise<NewTokenResponse> {
  return unwrap(await client.POST('/get-new-token', { body: { userId } }));
}

/** Ends the session on the server (its token answers 401 from then on); the caller clears the browser either way. */
export async function logout(client: ApiClient): Promise<MessageReply> {
  return unwrap(await client.POST('/logout'));
}

export async function getToken(client: ApiClient, userId: string, uniqueCode: string): Promise<TokenResponse> {
  return unwrap(await client.POST('/get-token', { body: { userId, uniqueCode } }));
}

export async function getQuestions(client: ApiClient, options: CallOptions = {}): Promise<QuestionSets> {
  return unwrap(await client.GET('/questions', { signal: options.signal }));
}
