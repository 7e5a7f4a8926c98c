/** A firm's one-line address as the lawyer payload's two lines: up to the first comma, and the rest. */
export function splitFirmAddress(address: string): { address1: string; address2: string } {
  const comma = address.indexOf(',');
  if (comma < 0) return { address1: address.trim(), address2: '' };
  return { address1: address.slice(0, comma).trim(), address2: address.slice(comma + 1).trim() };
}
