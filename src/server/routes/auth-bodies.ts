import * as v from 'valibot';

/** Request bodies of the login and token calls (seed 000 §3, §7); the browser does not validate them. */

const userIdField = v.pipe(v.string(), v.maxLength(100));

export const LoginBody = v.object({
  userid: userIdField,
  // Base64 RSA-OAEP ciphertext, never the plain password.
  password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(2048)),
});

export const RetrieveSecurityQaBody = v.object({ userid: userIdField });

export const GetTokenBody = v.object({
  userId: userIdField,
  uniqueCode: v.pipe(v.string(), v.maxLength(200)),
});

export const UserIdBody = v.object({ userId: userIdField });

export const DisclaimerBody = v.object({ userId: userIdField, isAccept: v.boolean() });
