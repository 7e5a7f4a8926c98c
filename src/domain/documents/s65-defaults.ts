import type { DocumentMcst, DocumentParties } from './document-parties';
import type { DocumentMetadata } from './metadata';

/**
 * The S.65 notice's starting values (seed 001 §3 "S.65 metadata", "MCST detail and lot info"): today's date,
 * the first MCST ticked on the property with its managing agent, the lot and, as the new owner's address for
 * correspondence, the property itself (the lawyer changes it when the buyer lives elsewhere).
 */
export function s65Defaults(parties: DocumentParties, today: string): DocumentMetadata {
  return {
    s65Date: today,
    ...mcstFields(parties.mcsts[0]),
    s65LotDetails: lotDetails(parties),
    s65CorrespondenceAddress: parties.propAddress,
  };
}

/** An empty MCST when none is ticked: the notice then shows blank fields to fill in. */
function mcstFields(mcst: DocumentMcst | undefined): DocumentMetadata {
  return {
    s65McstNo: mcst?.mcstNo ?? '',
    s65McstId: mcst?.mcstId ?? '',
    s65SubMcsNo: mcst?.subMcsNo ?? '',
    s65McstType: mcst?.mcstType ?? '',
    s65McstDevName: mcst?.devName ?? '',
    s65McstDevLocation: mcst?.devLocation ?? '',
    s65McstMaName: mcst?.maName ?? '',
    s65McstMaMail: mcst?.maAgencyMail ?? '',
    s65McstMaAddress1: mcst?.maAddress1 ?? '',
    s65McstMaAddress2: mcst?.maAddress2 ?? '',
  };
}

/** The strata lot is the unit the notice is about; without one, the land lots the development stands on. */
function lotDetails(parties: DocumentParties): string {
  if (parties.strataLot.trim()) return parties.strataLot.trim();
  return parties.landLots
    .map((lot) => lot.trim())
    .filter(Boolean)
    .join(', ');
}

/** True when the property carries no MCST the notice could be addressed to. */
export function s65HasNoMcst(metadata: DocumentMetadata): boolean {
  return !metadata.s65McstNo?.trim() && !metadata.s65McstMaName?.trim();
}
