import { Button } from '../../ui';
import { useLogout } from './use-logout';

/** The header's Logout: the session machine ends the session on the server, then clears the browser (use-logout.ts). */
export function LogoutButton() {
  const logout = useLogout();
  return (
    <Button variant="secondary" onPress={logout}>
      Logout
    </Button>
  );
}
