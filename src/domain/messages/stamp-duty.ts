import { toDisplayDate } from '../display-date';

/**
 * Stamp duty calculator (issue 19 "Stamp duty"). Part of the catalogue in ../messages.ts. The seeds have no stamp
 * duty, so every message here is ours; the field names are the calculator form's labels.
 */
export const stampDutyMessages = {
  dutyBodyNotObject: 'The request must be a JSON object.',
  dutyFieldRequired: (label: string) => `${label} is required.`,
  dutyAmountNotNumber: (label: string) => `${label} must be a number.`,
  dutyAmountNegative: (label: string) => `${label} cannot be negative.`,
  dutyAmountCents: (label: string) => `${label} can have at most 2 decimal places.`,
  dutyAmountTooLarge: (label: string, most: string) => `${label} cannot be more than S$${most}.`,
  propertyUseInvalid: 'Property use must be RESIDENTIAL or NON_RESIDENTIAL.',
  buyerProfileInvalid: 'Buyer must be SC, PR, FOREIGNER or ENTITY.',
  propertiesOwnedInvalid: 'Properties already owned must be a whole number, 0 or more.',
  signedAbroadInvalid: 'Signed abroad must be true or false.',
  dutyDateFormatWrong: (label: string) => `${label} must be a date written yyyy-mm-dd.`,
  dutyDateDoesNotExist: (label: string, value: string) => `${label} ${value} does not exist.`,
  disposalBeforeAcquisition: 'The disposal date cannot be before the acquisition date.',
  noBsdRates: (earliest: string) => `No buyer's stamp duty rates apply to documents dated before ${toDisplayDate(earliest)}.`,
  noAbsdRates: (earliest: string) =>
    `No additional buyer's stamp duty rates apply to residential property documents dated before ${toDisplayDate(earliest)}.`,
  noSsdRates: (earliest: string) => `No seller's stamp duty rates apply to property acquired before ${toDisplayDate(earliest)}.`,
  // Saved on a case (issue 19 "The figure is saved on the case, shown with the stamp duty deadline, and printable").
  caseStampDutyKindInvalid: 'Kind must be buyer or seller.',
  caseStampDutyClosed: 'This case is closed: its stamp duty can no longer be saved.',
  caseStampDutyNotOnPath: 'Stamp duty is saved on sale and purchase cases only.',
} as const;
