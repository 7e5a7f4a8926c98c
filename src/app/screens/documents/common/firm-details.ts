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
