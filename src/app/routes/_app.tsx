import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../screens/shell/AppShell';
import { requireLogin } from '../session/require-login';

/** Every authenticated screen with the full shell (navigation, session, disclaimer). */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => requireLogin(context.api, location.pathname),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
