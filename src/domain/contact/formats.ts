/**
 * The contact formats of seed 000 §5: a standard e-mail shape and a Singapore phone of exactly 8 digits (the
 * country code +65 is implied, never typed). Shared by the contact, lawyer and agent rules.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SG_PHONE = /^\d{8}$/;
const SIX_DIGITS = /^\d{6}$/;

export const isEmail = (value: string): boolean => EMAIL.test(value.trim());
export const isSgPhone = (value: string): boolean => SG_PHONE.test(value.trim());
export const isSixDigitPostal = (value: string): boolean => SIX_DIGITS.test(value.trim());

/** Limits from seed 000 §5 and §9 (block and postal as for a property, the ID no. 10). */
export const CONTACT_LIMITS = {
  blkNo: 6,
  postal: 6,
  identificationNo: 10,
} as const;
