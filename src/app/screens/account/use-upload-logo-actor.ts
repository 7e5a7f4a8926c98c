import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useContext, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { uploadLogoMachine } from '../../../../machines/upload-logo.machine';
import { logoQueryKey } from '../../../api/queries/logo';
import { messages } from '../../../domain/messages';
import { showToast } from '../../ui';
import { useUserDetails } from '../shell/user-details-context';
import { AccountActorOverridesContext, appAccountEffects } from './account-effects';

export type UploadLogoActor = ActorRefFrom<typeof uploadLogoMachine>;

/** The upload-logo machine with the app's upload, its toasts, and the header's logo refreshed after success. */
export function useUploadLogoActor(): UploadLogoActor {
  const overrides = useContext(AccountActorOverridesContext);
  const userid = useUserDetails().userDetails.user_id;
  const queryClient = useQueryClient();

  const machine = useMemo(() => {
    const { inspect: _inspect, ...replaced } = overrides;
    const effects = { ...appAccountEffects(userid, queryClient), ...replaced };
    return uploadLogoMachine.provide({
      actors: { uploadLogo: effects.uploadLogo },
      actions: {
        announceUploaded: () => {
          showToast(messages.logoUploaded, 'success');
          // The header reads the logo through this query; fetching it again shows the new one.
          void queryClient.invalidateQueries({ queryKey: logoQueryKey });
        },
        // Seed 002 §8: 'Upload Failed' on failure, with the reason.
        announceFailed: (_, params) => void showToast(params.message, 'error', messages.uploadFailed),
      },
    });
  }, [overrides, queryClient, userid]);

  return useActorRef(machine, { inspect: overrides.inspect });
}
