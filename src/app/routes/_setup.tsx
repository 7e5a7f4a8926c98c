import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SetupShell } from '../screens/shell/SetupShell';
import { requireLogin } from '../session/require-login';

/** One-time set-up pages right after login (forced security questions, first UEN): signed in, no navigation. */
export const Route = createFileRoute('/_setup')({
  beforeLoad: ({ context, location }) => requireLogin(context.api, location.pathname),
  component: () => (
    <SetupShell>
      <Outlet />
    </SetupShell>
  ),
});
