import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { s65SigningMachine } from '../../../../../machines/s65-signing.machine';
import type { SignedCopy } from '../../../../domain/documents/signed-copy-rules';
import { announceDeleted, useCopiesSync, useReloadCopies, type ReloadCopies } from './copies-sync';
import { appS65SigningEffects, type S65SigningEffects } from './signed-effects';

export type S65SigningActor = ActorRefFrom<typeof s65SigningMachine>;

export interface S65SigningActorOptions {
  propertyId: number;
  copies: readonly SignedCopy[];
  onCopiesChanged: ReloadCopies;
  /** Replaces some of the real calls (stories, tests). */
  effects?: Partial<S65SigningEffects> | undefined;
}

/** The S.65 signing machine with the app's calls, its toast and the page's reload. */
export function useS65SigningActor({ propertyId, copies, onCopiesChanged, effects }: S65SigningActorOptions): S65SigningActor {
  const reload = useReloadCopies(onCopiesChanged);
  const machine = useMemo(
    () =>
      s65SigningMachine.provide({
        actors: { ...appS65SigningEffects(propertyId), ...effects },
        actions: { announceDeleted, notifyCopiesChanged: ({ self }) => reload(self) },
      }),
    [propertyId, effects, reload],
  );
  const actor = useActorRef(machine, { input: { copies } });
  useCopiesSync(actor, copies);
  return actor;
}
