import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { editConflictMachine, type EditConflictInput, type LatestVersion } from '../../machines/edit-conflict.machine';
import { EditConflictDialog } from '../../src/app/screens/common/EditConflictDialog';
import { caseFieldLabel } from '../../src/domain/edit-conflict/field-labels';

export interface EditConflictStoryProps {
  input: EditConflictInput;
  /** What loading the latest version answers; null: it fails. */
  latest: LatestVersion | null;
}

/** The dialog over a running edit-conflict machine whose load answers `latest` (or fails). */
export function EditConflictStory({ input, latest }: EditConflictStoryProps) {
  const actor = useActorRef(
    editConflictMachine.provide({
      actors: {
        loadLatest: fromPromise<LatestVersion, { recordId: number }>(() =>
          latest ? Promise.resolve(latest) : Promise.reject(new TypeError('Failed to fetch')),
        ),
      },
    }),
    { input },
  );
  return <EditConflictDialog actor={actor} fieldLabel={caseFieldLabel} />;
}
