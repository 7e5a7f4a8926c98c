/** Seed 000 §4: an empty or '0' disclaimerAccepted means the disclaimer is not yet accepted. */
export function isDisclaimerAccepted(value: string | null | undefined): boolean {
  return Boolean(value) && value !== '0';
}
