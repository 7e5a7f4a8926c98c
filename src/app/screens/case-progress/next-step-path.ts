import type { CaseStage } from '../../../domain/case/lifecycle';

/**
 * The page where the next step is done, for the steps a page does (the hand confirmations are buttons on the case
 * page itself). Parties in place: the information on the details page, then the stakeholders on this one.
 */
export function nextStepPath(stage: CaseStage, propertyId: number, informationComplete: boolean): string | null {
  switch (stage) {
    case 'partiesInPlace':
      return informationComplete ? `/property-summary/${propertyId}` : `/property-details/${propertyId}`;
    case 'warrantSigned':
      return `/property-wta/${propertyId}`;
    case 'optionGranted':
    case 'optionExercised':
      return `/property-otp/${propertyId}`;
    case 'requisitionsReplied':
      return `/property-duediligence/${propertyId}`;
    case 'noticeSent':
      return `/property-s65form/${propertyId}`;
    default:
      return null;
  }
}
