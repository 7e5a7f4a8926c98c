import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '../screens/shell/AppShell';
import { prefetchShellData } from '../screens/shell/shell-load';
import { requireLogin } from '../session/require-login';
import { requireSetupDone } from '../session/setup-state';

/** Every authenticated screen with the full shell (navigation, session, disclaimer). */
export const Route = createFileRoute('/_app')({
  // The login first (a direct-entry link trades its code for a token here), then the one-time set-up.
  beforeLoad: async ({ context, location }) => {
    await requireLogin(context.api, location.pathname);
    await requireSetupDone(context.api, context.queryClient, location.pathname);
  },
  loader: ({ context }) => prefetchShellData(context),
  component: () => (
    <AppShell>
      <Outlet />
    </AppShell>
  ),
});
