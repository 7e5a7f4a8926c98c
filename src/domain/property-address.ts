/** The stored property address (seed 000 §3 propAddress): "HSE STREET, #STOREY-UNIT, SINGAPORE POSTAL". */
export interface PropAddressParts {
  hseNo: string;
  streetName: string;
  storeyNo?: string;
  unitNo?: string;
  postal: string;
}

export function formatPropAddress(parts: PropAddressParts): string {
  const place = [parts.hseNo.trim(), parts.streetName.trim()].filter(Boolean).join(' ');
  const storey = parts.storeyNo?.trim() ?? '';
  const unit = parts.unitNo?.trim() ?? '';
  const unitPart = storey && unit ? `, #${storey}-${unit}` : '';
  return `${place}${unitPart}, SINGAPORE ${parts.postal.trim()}`.toUpperCase();
}
