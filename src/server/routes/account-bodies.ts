import * as v from 'valibot';
import { UEN_APP_ID } from '../../domain/constants';

/**
 * Request bodies of the password, security-question and UEN calls (seed 002 §7). Empty answers and
 * unchosen questions pass here on purpose: the seed's own messages for them come back as status 'fail'.
 */

const userIdField = v.pipe(v.string(), v.maxLength(100));
// Base64 RSA-OAEP ciphertext of the password; '' stands for an empty password.
const encryptedPassword = v.pipe(v.string(), v.maxLength(2048));

export const ChangePasswordBody = v.object({
  userid: userIdField,
  oldpassword: encryptedPassword,
  newpassword: encryptedPassword,
});

export const ResetPasswordBody = v.object({
  userid: userIdField,
  newpassword: encryptedPassword,
  confirmnewpassword: encryptedPassword,
  // Optional in shape so a missing token gets the seed-style errormsg rather than a 400.
  resetToken: v.optional(v.pipe(v.string(), v.maxLength(2048)), ''),
});

export const SecurityQaBody = v.object({
  userid: userIdField,
  question1: v.pipe(v.string(), v.maxLength(300)),
  answer1: v.pipe(v.string(), v.maxLength(200)),
  question2: v.pipe(v.string(), v.maxLength(300)),
  answer2: v.pipe(v.string(), v.maxLength(200)),
});

const appIdField = v.picklist([UEN_APP_ID]);

export const UenDetailsBody = v.object({ userid: userIdField, appid: appIdField });

export const UpdateUenBody = v.object({
  acctid: v.pipe(v.string(), v.maxLength(20)),
  appid: appIdField,
  uenno: v.pipe(v.string(), v.maxLength(50)),
});
