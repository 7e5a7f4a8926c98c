import { UEN_APP_ID } from '../domain/constants';
import { getPublicKey } from './auth';
import type { ApiClient } from './client';
import { encryptPassword } from './encrypt-password';
import { postMultipart } from './post-multipart';
import { unwrap } from './result';
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type ErrorMessageReply = Schemas['ErrorMessageReply'];
export type SecurityQaResult = Schemas['SecurityQaResult'];
export type UenDetails = Schemas['UenDetails'];
export type UpdateUenResult = Schemas['UpdateUenResult'];
export type MessageReply = Schemas['MessageReply'];

export interface ChangePasswordInput {
  userid: string;
  oldPassword: string;
  newPassword: string;
}

export interface ResetPasswordInput {
  userid: string;
  newPassword: string;
  confirmPassword: string;
  /** From a successful verifySecurityQa: proof the questions were answered. */
  resetToken: string;
}

export interface SecurityQaInput {
  userid: string;
  question1: string;
  answer1: string;
  question2: string;
  answer2: string;
}

export interface UpdateUenInput {
  acctid: string;
  uenno: string;
}

export interface UploadLogoInput {
  file: Blob;
  userId: string;
  token: string | null;
  /** Fraction of the body sent, 0..1. */
  onProgress?: (fraction: number) => void;
  baseUrl?: string;
}

/** Both passwords travel encrypted like the login password; problems come back as 200 `errormsg`. */
export async function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<ErrorMessageReply> {
  const { key } = await getPublicKey(client);
  const [oldpassword, newpassword] = await Promise.all([encryptPassword(input.oldPassword, key), encryptPassword(input.newPassword, key)]);
  return unwrap(await client.POST('/change-password', { body: { userid: input.userid, oldpassword, newpassword } }));
}

export async function resetPassword(client: ApiClient, input: ResetPasswordInput): Promise<ErrorMessageReply> {
  const { key } = await getPublicKey(client);
  const [newpassword, confirmnewpassword] = await Promise.all([encryptPassword(input.newPassword, key), encryptPassword(input.confirmPassword, key)]);
  const body = { userid: input.userid, newpassword, confirmnewpassword, resetToken: input.resetToken };
  return unwrap(await client.POST('/reset-password', { body }));
}

export async function registerSecurityQa(client: ApiClient, input: SecurityQaInput): Promise<SecurityQaResult> {
  return unwrap(await client.POST('/register-security-qa', { body: securityQaBody(input) }));
}

/** On success the answer carries `resetToken`, which resetPassword needs. */
export async function verifySecurityQa(client: ApiClient, input: SecurityQaInput): Promise<SecurityQaResult> {
  return unwrap(await client.POST('/verify-security-qa', { body: securityQaBody(input) }));
}

export async function retrieveUenDetails(client: ApiClient, userid: string): Promise<UenDetails> {
  return unwrap(await client.POST('/retrieve-UEN-details', { body: { userid, appid: UEN_APP_ID } }));
}

export async function updateUen(client: ApiClient, input: UpdateUenInput): Promise<UpdateUenResult> {
  return unwrap(await client.POST('/update-UEN', { body: { acctid: input.acctid, appid: UEN_APP_ID, uenno: input.uenno } }));
}

/** The firm's logo, or null when none was uploaded yet. */
/** The firm's logo, or null while it has none (204). */
export async function getLogo(client: ApiClient): Promise<Blob | null> {
  const result = await client.GET('/get-logo', { parseAs: 'blob' });
  if (result.response.status === 204) return null;
  return unwrap(result);
}

/** POST /upload-logo as multipart with upload progress. */
export function uploadLogo(input: UploadLogoInput): Promise<MessageReply> {
  const { file, userId, token, onProgress, baseUrl } = input;
  const form = new FormData();
  // A File keeps its own name; the server goes by the content, not the name.
  form.append('logoFile', file);
  form.append('userId', userId);
  return postMultipart({ path: '/upload-logo', form, token, onProgress, baseUrl, isReply: isMessageReply });
}

function isMessageReply(value: unknown): value is MessageReply {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

function securityQaBody(input: SecurityQaInput): SecurityQaInput {
  const { userid, question1, answer1, question2, answer2 } = input;
  return { userid, question1, answer1, question2, answer2 };
}
