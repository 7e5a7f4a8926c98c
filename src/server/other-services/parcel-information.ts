import { createHash } from 'node:crypto';
import type { components } from '../../api/schema.gen';
import type { OtherServiceLot } from '../db/schema';

type ParcelLandInformation = components['schemas']['ParcelLandInformation'];

type Pick = (salt: string, count: number) => number;

/** The same key always picks the same answers: a parcel asked about twice gets the same information. */
function seeded(key: string): Pick {
  return (salt, count) => createHash('sha256').update(`${key}:${salt}`).digest().readUInt32BE(0) % count;
}

const CHECK_LETTERS = 'ABCDEHJKLMNPRSTUWXYZ';

/**
 * A lot as the land register writes it (the contract's 'MK 18 - 01234X'): the mukim or town subdivision with its
 * number in two digits, then the lot's digits in five and its letter. A lot no. sent without a letter gets the
 * register's (ours, from the lot); a row without a lot no. gets the parcel's lot on that mukim.
 */
export function registerLot(lot: OtherServiceLot, pick: Pick, index: number): string {
  const mkts = `${lot.landLotMkTsId} ${lot.landLotMkTsNo.trim().padStart(2, '0')}`;
  const typed = lot.landLotNo.trim().toUpperCase();
  const match = /^(\d+)([A-Z]*)$/.exec(typed);
  const digits = match?.[1] ?? String(1000 + pick(`lot${index}`, 9000));
  const letter = match?.[2] || (CHECK_LETTERS[pick(`letter${index}:${digits}`, CHECK_LETTERS.length)] ?? 'A');
  const lotNo = match || !typed ? `${digits.padStart(5, '0')}${letter}` : typed;
  return `${mkts} - ${lotNo}`;
}

const TENURES = ['Freehold', 'Leasehold 99 years from 01-Jan-1990', 'Leasehold 999 years from 01-Jan-1885', 'Leasehold 99 years from 15-Mar-2005'];
const LAND_USES = ['Residential', 'Residential (Landed Housing)', 'Residential with Commercial at 1st Storey', 'Commercial'];
const PROPRIETORS = [
  'TAN AH KOW',
  'LIM SIEW HONG',
  'WONG MEI LING',
  'RAJ KUMAR S/O PERUMAL',
  'NURUL HUDA BINTE ISMAIL',
  'CHEN JIA HUI',
  'GOH BOON KENG',
];
const ENCUMBRANCES = [
  'Mortgage in favour of DBS Bank Ltd',
  'Mortgage in favour of Oversea-Chinese Banking Corporation Limited',
  'Caveat lodged by United Overseas Bank Limited (Caveatee: the registered proprietor)',
  'Right of way in favour of the adjoining lot',
];

/**
 * The register's answer for a parcel (simulated, seed 002 §2.2 'Parcel Land INFORMATION'): each lot as the register
 * writes it, an area, tenure, land use, proprietors and encumbrances, all derived from the parcel no. and the lots,
 * dated `informationDate` (yyyy-mm-dd, the day of the reply).
 */
export function parcelInformationFor(
  request: { parcelNo: string; lots: readonly OtherServiceLot[] },
  informationDate: string,
): ParcelLandInformation {
  const parcelNo = request.parcelNo.trim().toUpperCase();
  const lotKey = request.lots.map((lot) => `${lot.landLotMkTsId}${lot.landLotMkTsNo}/${lot.landLotNo}`).join(',');
  const pick = seeded(`${parcelNo}|${lotKey}`);
  const owners = 1 + pick('owners', 2);
  const proprietors = Array.from(
    { length: owners },
    (_, index) => PROPRIETORS[(pick('owner', PROPRIETORS.length) + index * 3) % PROPRIETORS.length] ?? 'TAN AH KOW',
  );
  const lodged = pick('encumbrances', 3);
  const encumbrances = Array.from({ length: lodged }, (_, index) => {
    const year = 2024 - index * (2 + pick(`year${index}`, 5));
    const instrument = `I${String(year).slice(2)}/${String(10_000 + pick(`instrument${index}`, 90_000))}${CHECK_LETTERS[pick(`il${index}`, CHECK_LETTERS.length)] ?? 'A'}`;
    return `${ENCUMBRANCES[(pick('kind', ENCUMBRANCES.length) + index) % ENCUMBRANCES.length] ?? ENCUMBRANCES[0]} (${instrument}, lodged ${year})`;
  });
  return {
    parcelNo,
    lots: request.lots.map((lot, index) => registerLot(lot, pick, index)),
    landAreaSqm: (1_500 + pick('area', 13_500)) / 10,
    tenure: TENURES[pick('tenure', TENURES.length)] ?? 'Freehold',
    landUse: LAND_USES[pick('use', LAND_USES.length)] ?? 'Residential',
    proprietors,
    encumbrances,
    informationDate,
  };
}
