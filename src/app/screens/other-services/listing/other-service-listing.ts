import type { OtherServiceItem, OtherServiceListRequest } from '../../../../api/other-services';
import { singaporeWallClock, toDisplayDate } from '../../../../domain/display-date';
import { fromWireDate } from '../../../../domain/other-services/parcel-land-form';
import { NON_SOA_PROPERTY_TYPES, OTHER_SERVICE_PAGE_SIZE, OTHER_SERVICE_TYPES } from '../../../../domain/other-services/service-types';
import type { SearchedListing } from '../../common/searched-listing';

/** What the OTHER SVC LISTING asks the server for: which text (empty for all), which page. */
export type OtherServiceListing = SearchedListing;

/** Seed 002 §9: the newest five. */
export const initialOtherServiceListing: OtherServiceListing = { searchText: '', pageNo: 1, pageSize: OTHER_SERVICE_PAGE_SIZE };

/** The request body; the loader and the page build it here, so they ask for (and cache) the same page. */
export function otherServiceListRequest(loginId: string, state: OtherServiceListing): OtherServiceListRequest {
  return { loginId, searchText: state.searchText, pageNo: state.pageNo, pageSize: state.pageSize };
}

/** LF Control No: the requisition's for an SOA, the parcel land request's own otherwise (seed 002 §3). */
export function otherServiceControlNo(row: OtherServiceItem): string {
  return row.lfcontrolNo || row.plControlNo || '';
}

export function isParcelLand(row: OtherServiceItem): boolean {
  return row.extractInfos?.serviceType === OTHER_SERVICE_TYPES.parcelLand.serviceType;
}

/** An instant (or a date) as the Singapore day it fell on, dd-MMM-yyyy; '' when there is none. */
export function singaporeDay(instant: string | null | undefined): string {
  return instant ? toDisplayDate(singaporeWallClock(instant)) : '';
}

/** The request date as the submission carried it (dd/MM/yyyy), shown dd-MMM-yyyy; anything else as given. */
export function requestDay(wire: string | undefined): string {
  if (!wire) return '';
  const iso = fromWireDate(wire);
  return iso ? toDisplayDate(iso) : wire;
}

/** The property type's code (B, L) by its name; any other value as given. */
export function propertyTypeLabel(code: string | undefined): string {
  return NON_SOA_PROPERTY_TYPES.find((type) => type.code === code)?.label ?? code ?? '';
}

/** The lot a parcel land request named, as the user entered it: 'MK 18 - 01234X (NEW)'; '' when none. */
export function requestedLot(
  lot: { landLotFormat?: string; landLotMkTsId?: string; landLotMkTsNo?: string; landLotNo?: string } | undefined,
): string {
  if (!lot?.landLotMkTsNo) return '';
  const number = lot.landLotNo ? ` - ${lot.landLotNo}` : '';
  const format = lot.landLotFormat === 'O' ? ' (OLD)' : lot.landLotFormat === 'N' ? ' (NEW)' : '';
  return `${lot.landLotMkTsId ?? ''} ${lot.landLotMkTsNo}${number}${format}`.trim();
}

/** Every lot the request named: the listing's landLots, or the seed's single landLot* fields when that is all there is. */
export function requestedLots(infos: OtherServiceItem['extractInfos']): string[] {
  const lots = infos?.landLots?.length ? infos.landLots : [infos];
  return lots.map(requestedLot).filter(Boolean);
}
