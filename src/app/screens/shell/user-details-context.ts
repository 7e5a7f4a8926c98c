import { createContext, useContext } from 'react';
import type { UserDetailsResponse } from '../../../api/auth';

/** The signed-in user's details, loaded once by the session gate for every authenticated screen. */
export const UserDetailsContext = createContext<UserDetailsResponse | null>(null);

export function useUserDetails(): UserDetailsResponse {
  const details = useContext(UserDetailsContext);
  if (!details) throw new Error('useUserDetails is used outside the authenticated shell.');
  return details;
}
