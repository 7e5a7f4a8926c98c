import { useUserDetails } from '../../shell/user-details-context';
import { firmDetailsOf, type FirmDetails } from './firm-details';

/** The signed-in user's firm, as the session gate loaded it; only inside the authenticated shell. */
export function useFirmDetails(): FirmDetails {
  return firmDetailsOf(useUserDetails().accountDetails);
}
