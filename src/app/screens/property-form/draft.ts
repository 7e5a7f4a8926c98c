import type { PropertyPayload } from '../../../domain/property/schema';

/**
 * What the property form edits: the add / update payload itself (seed 000 §3 field names), so what the user
 * sees is exactly what is validated by the shared rules and sent to the server.
 */
export type PropertyDraft = PropertyPayload;
export type DraftPatch = Partial<PropertyDraft>;

/** add: the 'Property Information' dialog; edit: details page update; duplicate: details page duplicate. */
export type PropertyFormMode = 'add' | 'edit' | 'duplicate';

/** Every form section takes the same props; readOnly is the details page's preview. */
export interface SectionProps {
  draft: PropertyDraft;
  onChange: (patch: DraftPatch) => void;
  /** A value the form fills in itself (the first transaction type when adding): not the user's edit. Else onChange. */
  onPreset?: (patch: DraftPatch) => void;
  readOnly: boolean;
  mode: PropertyFormMode;
  /** The message under each field the rules refused, keyed by the draft's path (propertyFieldErrors). */
  fieldErrors?: Readonly<Record<string, string>>;
}

export const emptyLotInfo = (): PropertyDraft['lotInfos'][number] => ({
  mktsId: 'MK',
  mktsNo: '',
  landLotFormat: 'N',
  landLotNo: '',
  partIndicator: 'N',
  irasPLPTNo: '',
});

/** A new property: one empty land-lot row, defaults from seed 000 §3 (MK, format N, part indicator N). */
export function emptyDraft(): PropertyDraft {
  return {
    lawfirmRefNo: '',
    propertyRefNo: '',
    propType: 'BUILDING',
    propDesc: 'BUILDING EXISTING',
    postal: '',
    propName: '',
    hseNo: '',
    propAcctNo: '',
    storeyNo: '',
    unitNo: '',
    road1: '',
    road2: '',
    plotName: '',
    streetName: '',
    mcstNo: '',
    mcstDetails: [],
    lotInfos: [emptyLotInfo()],
    lotType: '',
    mktsId: 'MK',
    mktsNo: '',
    strataLotFormat: 'N',
    strataLotNo: '',
    applicantInfo: { applicantName: '', applicantEmail: '', applicantContact: '' },
    transactionTypeId: undefined,
    transactionTypeName: '',
    clientFlag: '',
    completionDate: '',
  };
}
