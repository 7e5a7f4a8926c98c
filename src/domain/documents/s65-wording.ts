import { joinNames, type DocumentLawyer, type DocumentParties } from './document-parties';
import type { DocumentMetadata, MetadataTextField } from './metadata';
import { BLANK, dateOrBlank, filled, orBlank, type Piece } from './wording';

/**
 * The S.65 notice's wording (seed 001 §2.4, §3 "S.65 metadata"), the one definition the editor shows and the PDF
 * prints (issue 18): the lawyers tell the MCST's managing agent that the lot has changed hands, under section 65
 * of the Land Titles (Strata) Act. The particulars are labelled facts; an optional one that is blank is left out
 * unless editing.
 */
export type S65Slot = MetadataTextField;
export type S65Piece = Piece<S65Slot>;

export interface S65Fact {
  label: string;
  /** One or more lines (the managing agent's name and address). */
  lines: S65Piece[][];
  /** The case's own data (property, parties): shown, never edited on the notice. */
  readOnly?: boolean;
}

export interface S65Wording {
  act: string;
  title: string;
  section: string;
  /** The date, the addressee, the MCST, the development, the property and the lot. */
  particulars: S65Fact[];
  notice: string;
  /** Who sold, who bought, where the new owner takes notices. */
  owners: S65Fact[];
  request: string;
  signatures: string[][];
}

export const S65_ACT = 'LAND TITLES (STRATA) ACT 1967';
export const S65_TITLE = 'NOTICE OF CHANGE IN OWNERSHIP OF A LOT';

export function s65Wording(m: DocumentMetadata, parties: DocumentParties, options: { editing?: boolean } = {}): S65Wording {
  const editing = options.editing ?? false;
  const optional = (label: string, field: S65Slot): S65Fact[] => (editing || m[field]?.trim() ? [{ label, lines: [[filled(field, m[field])]] }] : []);
  const agentLines = (['s65McstMaName', 's65McstMaAddress1', 's65McstMaAddress2'] as const)
    .filter((field) => editing || m[field]?.trim())
    .map((field): S65Piece[] => [filled(field, m[field])]);
  const developmentParts = (['s65McstDevName', 's65McstDevLocation'] as const).filter((field) => editing || m[field]?.trim());
  const development: S65Piece[] =
    developmentParts.length === 0
      ? [BLANK]
      : developmentParts.flatMap((field, index): S65Piece[] => [...(index > 0 ? [', '] : []), filled(field, m[field])]);
  return {
    act: S65_ACT,
    title: S65_TITLE,
    section: '(Section 65)',
    particulars: [
      { label: 'Date:', lines: [[{ slot: 's65Date', text: dateOrBlank(m.s65Date) }]] },
      { label: 'Case Ref:', lines: [[orBlank(parties.propertyRefNo)]], readOnly: true },
      { label: 'To:', lines: [['The Managing Agent'], ...agentLines] },
      ...optional('Email:', 's65McstMaMail'),
      { label: 'Management Corporation:', lines: [['Strata Title Plan No. ', filled('s65McstNo', m.s65McstNo, '______')]] },
      ...optional('MCST ID:', 's65McstId'),
      ...optional('Subsidiary MC No.:', 's65SubMcsNo'),
      ...optional('Type:', 's65McstType'),
      { label: 'Development:', lines: [development] },
      { label: 'Property:', lines: [[orBlank(parties.propAddress)]], readOnly: true },
      { label: 'Lot:', lines: [[filled('s65LotDetails', m.s65LotDetails)]] },
    ],
    notice:
      'Notice is given under section 65 of the Land Titles (Strata) Act 1967 that the ownership of the lot described above has ' +
      'changed, as follows:',
    owners: [
      { label: 'Previous owner (Seller):', lines: [[orBlank(joinNames(parties.vendors))]], readOnly: true },
      { label: 'New owner (Buyer):', lines: [[orBlank(joinNames(parties.purchasers))]], readOnly: true },
      { label: 'Address for correspondence:', lines: [[filled('s65CorrespondenceAddress', m.s65CorrespondenceAddress)]] },
    ],
    request: 'Please record the new subsidiary proprietor(s) in the strata roll and send all future notices to them.',
    signatures: [lawyerSignature("Seller's Lawyer", parties.sellerLawyer), lawyerSignature("Buyer's Lawyer", parties.buyerLawyer)],
  };
}

function lawyerSignature(role: string, lawyer: DocumentLawyer | null): string[] {
  return [`Signature of ${role}`, `Name: ${orBlank(lawyer?.name)}`, `Firm: ${orBlank(lawyer?.firmName)}`];
}
