/**
 * The property form as the rules see it (seed 000 §3 field names, verbatim). Every text field is a string,
 * empty when not entered, so the rules never have to tell "missing" from "blank".
 */
export type PropType = 'BUILDING' | 'LAND' | '';
export type MktsId = 'MK' | 'TS' | '';
/** N new, O old (seed 000 §3 Lot info row). */
export type LotFormat = 'N' | 'O';
/** S strata, A accessory, empty for none. */
export type StrataLotType = 'S' | 'A' | '';

export interface LotInfo {
  mktsId: MktsId;
  mktsNo: string;
  landLotFormat: LotFormat;
  landLotNo: string;
  /** Y or N; empty when the row has none (then the IRAS PL/PT no. is not checked). */
  partIndicator: string;
  irasPLPTNo: string;
}

export interface McstDetailTick {
  /** '1' ticked, '0' not (seed 000 §3 MCST detail). */
  isChecked: string;
}

export interface ApplicantInfo {
  applicantName: string;
  applicantEmail: string;
  applicantContact: string;
}

export interface PropertyForm {
  lawfirmRefNo: string;
  propType: PropType;
  hseNo: string;
  propAcctNo: string;
  plotName: string;
  streetName: string;
  storeyNo: string;
  unitNo: string;
  postal: string;
  applicantInfo: ApplicantInfo;
  mcstNo: string;
  mcstDetails: readonly McstDetailTick[];
  /** ISO date (yyyy-mm-dd, a time part is ignored) or empty. */
  completionDate: string;
  lotInfos: readonly LotInfo[];
  lotType: StrataLotType;
  mktsId: MktsId;
  mktsNo: string;
  strataLotFormat: LotFormat;
  strataLotNo: string;
}
