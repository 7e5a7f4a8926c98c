import type { UserDetailsResponse } from '../../../../api/auth';

/** The law firm a document is issued by: its letterhead (WTA top) and its foot line (address, tel, fax, UEN). */
export interface FirmDetails {
  accountName: string;
  address: string;
  postalCode: string;
  phone: string;
  fax: string;
  uen: string;
}

export function firmDetailsOf(account: UserDetailsResponse['accountDetails']): FirmDetails {
  return {
    accountName: account.accountName,
    address: account.address,
    postalCode: account.postalCode,
    phone: account.phone,
    fax: account.fax,
    uen: account.uen,
  };
}

/** The address as the foot of a letter prints it: 'address, SINGAPORE postal' (the postal code only once). */
export function firmAddressLine(firm: FirmDetails): string {
  const address = firm.address.trim();
  const postal = firm.postalCode.trim();
  if (!postal || address.includes(postal)) return address;
  return [address, `SINGAPORE ${postal}`].filter(Boolean).join(', ');
}
