import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { signedUploadMachine, type SignedUploadModule } from '../../../../../machines/signed-upload.machine';
import type { SignedCopy } from '../../../../domain/documents/signed-copy-rules';
import { announceDeleted, useCopiesSync, useReloadCopies, type ReloadCopies } from './copies-sync';
import { appSignedUploadEffects, type SignedUploadEffects } from './signed-effects';

export type SignedUploadActor = ActorRefFrom<typeof signedUploadMachine>;

export interface SignedUploadActorOptions {
  propertyId: number;
  module: SignedUploadModule;
  copies: readonly SignedCopy[];
  onCopiesChanged: ReloadCopies;
  /** Replaces some of the real calls (stories, tests). */
  effects?: Partial<SignedUploadEffects> | undefined;
}

/** The OTP / WTA signed-upload machine with the app's calls, its toast and the page's reload. */
export function useSignedUploadActor({ propertyId, module, copies, onCopiesChanged, effects }: SignedUploadActorOptions): SignedUploadActor {
  const reload = useReloadCopies(onCopiesChanged);
  const machine = useMemo(
    () =>
      signedUploadMachine.provide({
        actors: { ...appSignedUploadEffects(propertyId), ...effects },
        actions: { announceDeleted, notifyCopiesChanged: ({ self }) => reload(self) },
      }),
    [propertyId, effects, reload],
  );
  const actor = useActorRef(machine, { input: { module, copies } });
  useCopiesSync(actor, copies);
  return actor;
}
