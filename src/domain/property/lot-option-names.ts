/**
 * The names the lot rows' selects give their codes (seed 000 §3 "Lot info row", §9 formats): the property form
 * offers and shows them, and the history names a changed lot the same way.
 */
export const LOT_FORMAT_NAMES: Readonly<Record<'N' | 'O', string>> = { N: 'N (New)', O: 'O (Old)' };
export const LOT_TYPE_NAMES: Readonly<Record<'S' | 'A', string>> = { S: 'S (Strata)', A: 'A (Accessory)' };
