import { LOT_FORMAT_NAMES, LOT_TYPE_NAMES } from '../../../../domain/property/lot-option-names';
import type { SelectItem } from '../../../ui';

/** Select options of the lot rows (seed 000 §3 "Lot info row", strata / accessory lot; §9 formats). */
export const MKTS_OPTIONS: readonly SelectItem[] = [
  { id: 'MK', name: 'MK' },
  { id: 'TS', name: 'TS' },
];

export const LOT_FORMAT_OPTIONS: readonly SelectItem[] = [
  { id: 'N', name: LOT_FORMAT_NAMES.N },
  { id: 'O', name: LOT_FORMAT_NAMES.O },
];

export const PART_INDICATOR_OPTIONS: readonly SelectItem[] = [
  { id: 'Y', name: 'Y' },
  { id: 'N', name: 'N' },
];

/** 'none' stands for the empty lot type: a list key cannot be empty. */
export const LOT_TYPE_NONE = 'none';
export const LOT_TYPE_OPTIONS: readonly SelectItem[] = [
  { id: LOT_TYPE_NONE, name: 'None' },
  { id: 'S', name: LOT_TYPE_NAMES.S },
  { id: 'A', name: LOT_TYPE_NAMES.A },
];

export function optionName(options: readonly SelectItem[], id: string): string {
  return options.find((option) => option.id === id)?.name ?? id;
}

export const isMktsId = (value: string | null): value is 'MK' | 'TS' => value === 'MK' || value === 'TS';
export const isLotFormat = (value: string | null): value is 'N' | 'O' => value === 'N' || value === 'O';
export const isLotType = (value: string | null): value is 'S' | 'A' => value === 'S' || value === 'A';
export const isPartIndicator = (value: string | null): value is 'Y' | 'N' => value === 'Y' || value === 'N';
