/**
 * The stored property address (seed 000 §3 propAddress): "HSE STREET, #STOREY-UNIT, SINGAPORE POSTAL". A LAND
 * property has no storey or unit (resetForLand), so its address never prints them, whatever a stale draft holds.
 */
export interface PropAddressParts {
  propType?: string;
  hseNo: string;
  streetName: string;
  storeyNo?: string;
  unitNo?: string;
  postal: string;
}

export function formatPropAddress(parts: PropAddressParts): string {
  const place = [parts.hseNo.trim(), parts.streetName.trim()].filter(Boolean).join(' ');
  const land = parts.propType === 'LAND';
  const storey = land ? '' : (parts.storeyNo?.trim() ?? '');
  const unit = land ? '' : (parts.unitNo?.trim() ?? '');
  const unitPart = storey && unit ? `, #${storey}-${unit}` : '';
  return `${place}${unitPart}, SINGAPORE ${parts.postal.trim()}`.toUpperCase();
}
