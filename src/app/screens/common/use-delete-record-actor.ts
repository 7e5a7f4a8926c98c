import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import { deleteRecordMachine, type DeleteRecordOutput, type DeleteRecordReply } from '../../../../machines/delete-record.machine';

export type DeleteRecordActor = ActorRefFrom<typeof deleteRecordMachine>;

/** Replaces the delete call for everything below it (screen tests); `inspect` observes the flow's machine actor. */
export interface DeleteRecordOverrides {
  deleteRecord?: PromiseActorLogic<DeleteRecordReply, void>;
  inspect?: (event: InspectionEvent) => void;
}

/** The app renders no provider, so the listings always run their own delete. */
export const DeleteRecordOverridesContext = createContext<DeleteRecordOverrides>({});

/**
 * The delete-record machine with the listing's delete (or a test's), started once; `onEnd` runs once when the
 * flow ends, with whether the record was deleted. Both callbacks are read at the moment they are needed, so a
 * caller may pass new ones on every render.
 */
export function useDeleteRecordActor(deleteRecord: () => Promise<DeleteRecordReply>, onEnd: (output: DeleteRecordOutput) => void): DeleteRecordActor {
  const overrides = useContext(DeleteRecordOverridesContext);
  const latest = useRef({ deleteRecord, onEnd });
  useEffect(() => {
    latest.current = { deleteRecord, onEnd };
  });
  const machine = useMemo(
    () =>
      deleteRecordMachine.provide({
        actors: { deleteRecord: overrides.deleteRecord ?? fromPromise<DeleteRecordReply, void>(() => latest.current.deleteRecord()) },
      }),
    [overrides],
  );
  const actor = useActorRef(machine, { inspect: overrides.inspect });
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : null));
  useEffect(() => {
    if (output) latest.current.onEnd(output);
  }, [output]);
  return actor;
}
