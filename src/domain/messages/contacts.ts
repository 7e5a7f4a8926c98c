/**
 * Contacts. Part of the catalogue in ../messages.ts (verbatim seed wording; see there).
 */
export const contactMessages = {
  // Contacts (seed 000 §5 "Contacts", §8), verbatim.
  companyNameEmpty: 'Company name cannot be empty',
  roadNameEmpty: 'Road name cannot be empty',
  identificationNoEmpty: 'NRIC/Passport No. cannot be empty',
  identificationNoTooLong: 'No. should not exceed 10 characters',
  noPropertyUnderPostal: 'No property found under given postal code.',
  noCompanyUnderUen: 'No company found under given UEN.',
  deleteClientAssigned: 'Delete failed, the client already assigned to a property',
  contactDeleteTitle: 'Contact Delete Confirmation',
  confirmDeleteContact: (name: string) => `Are you sure you want to delete contact ${name}`,
  // Ours, for contact rules and lookups the seed states without words (docs/decisions.md).
  contactNameEmpty: 'Name cannot be empty',
  contactEmailInvalid: 'Email invalid! Please enter valid Email format.',
  contactNoInvalid: 'Contact No. not valid. Please enter 8-digit Singapore mobile/telephone number',
  onlyOnePrimaryContact: 'Only one contact person can be the primary contact.',
  individualDetailsEmpty: 'Please enter the details of the individual.',
  tooManyContactPersons: (max: number) => `A contact can have at most ${max} contact persons.`,
  multipleCompaniesUnderUen: 'More than one company or branch is registered under this UEN. Please enter the Company Name.',
  multiplePropertiesUnderPostal: 'More than one property is found under this postal code. Please enter the property address.',
  /** Seed 000 §8: the notice names the contact and its contact no.; a contact without one is named alone (no "()"). */
  contactDeleted: (name: string, contactNo: string) =>
    contactNo.trim() ? `Contact ${name} (${contactNo.trim()}) has been deleted.` : `Contact ${name} has been deleted.`,
  // Ours, for the contact screens where the seeds name the situation but not the words (docs/decisions.md).
  contactValidationFailed: 'Contact Validation Failed.',
  contactSaveFailedTitle: 'Contact Not Saved',
  contactAdded: (name: string) => `Contact ${name} has been added.`,
  contactUpdated: (name: string) => `Contact ${name} has been updated.`,
  contactsLoadFailed: 'The contacts could not be loaded.',
  contactLoadFailed: 'The contact could not be loaded.',
  companyRegisterSearchFailed: 'The company register could not be searched. Please try again.',
  addressSearchFailed: 'The address search could not be completed. Please try again.',
  // Ours: a lookup that finds nothing (or several) takes away what the previous lookup filled in, and says so.
  uenLookupNameCleared: 'The company name from the previous UEN search has been cleared.',
  postalLookupAddressCleared: 'The address from the previous postal code search has been cleared.',
} as const;
