import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { onSetupPending } from '../../session/setup-pending';
import { refreshSetupState } from '../../session/setup-state';

/**
 * A call answered 403 SetupPending: the user's set-up changed behind the app's back (another tab, an admin).
 * The user details are re-read and the route guard run again, so the one rule (session/setup-state.ts) decides
 * where the user goes: the step's page, or the Disclaimer dialog when the re-read details say so.
 */
export function useSetupPendingRedirect(): void {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(() => {
    // A page's parallel calls all answer 403 at once: one re-read serves them all.
    let running: Promise<void> | null = null;
    return onSetupPending(() => {
      running ??= refreshSetupState(queryClient)
        .then(() => router.invalidate())
        .finally(() => {
          running = null;
        });
    });
  }, [router, queryClient]);
}
