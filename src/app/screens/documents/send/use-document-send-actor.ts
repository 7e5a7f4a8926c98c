import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  documentSendMachine,
  type DocumentSendInput,
  type DocumentSendOutcome,
  type SendDocumentReply,
  type SendDocumentRequest,
} from '../../../../../machines/document-send.machine';
import { showToast } from '../../../ui';

export type DocumentSendActor = ActorRefFrom<typeof documentSendMachine>;

/**
 * The document-send machine started once with `input`, sending through the page's `sendDocument`. When it ends,
 * 'Sent' is toasted (the modal is gone by then, so a toast is what remains) and `onClose` runs exactly once.
 */
export function useDocumentSendActor(
  input: DocumentSendInput,
  sendDocument: (request: SendDocumentRequest) => Promise<SendDocumentReply>,
  onClose: (outcome: DocumentSendOutcome) => void,
): DocumentSendActor {
  // The page's callbacks change with its renders; the machine is built once and calls the latest.
  const latest = useRef({ sendDocument, onClose });
  useEffect(() => {
    latest.current = { sendDocument, onClose };
  });
  const machine = useMemo(
    () =>
      documentSendMachine.provide({
        actors: {
          sendDocument: fromPromise<SendDocumentReply, SendDocumentRequest>(({ input: request }) => latest.current.sendDocument(request)),
        },
      }),
    [],
  );
  const actor = useActorRef(machine, { input });
  const outcome = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.output.outcome : null));
  useEffect(() => {
    if (!outcome) return;
    const { notice } = actor.getSnapshot().context;
    if (outcome === 'sent' && notice) showToast(notice.message, notice.tone);
    latest.current.onClose(outcome);
  }, [actor, outcome]);
  return actor;
}
