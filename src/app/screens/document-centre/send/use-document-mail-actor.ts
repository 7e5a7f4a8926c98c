import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  documentMailMachine,
  type DocumentMailInput,
  type DocumentMailOutcome,
  type DocumentMailReply,
  type DocumentMailRequest,
} from '../../../../../machines/document-mail.machine';
import { sendDocumentsMail } from '../../../../api/document-centre';
import { documentsQueryKey } from '../../../../api/queries/document-centre';
import { propertyQueryKey } from '../../../../api/queries/property-form';
import { api } from '../../../api';
import { showToast } from '../../../ui';

export type DocumentMailActor = ActorRefFrom<typeof documentMailMachine>;

const sendMail = fromPromise<DocumentMailReply, DocumentMailRequest>(({ input: request }) => sendDocumentsMail(api, request));

/**
 * The document-mail machine started once with `input`, sending through POST /send-mail. When it ends with 'sent',
 * 'Sent' is toasted (the modal is gone by then, so a toast is what remains), the listing, the activity log and the
 * case's documents are refreshed (the send is logged as a SENT action), and `onClose` runs exactly once.
 */
export function useDocumentMailActor(input: DocumentMailInput, onClose: (outcome: DocumentMailOutcome) => void): DocumentMailActor {
  const queryClient = useQueryClient();
  // The page's callback changes with its renders; the effect below calls the latest.
  const latest = useRef(onClose);
  useEffect(() => {
    latest.current = onClose;
  });
  const machine = useMemo(() => documentMailMachine.provide({ actors: { sendMail } }), []);
  const actor = useActorRef(machine, { input });
  const outcome = useSelector(actor, (snapshot) => (snapshot.status === 'done' ? snapshot.output.outcome : null));
  useEffect(() => {
    if (!outcome) return;
    const { notice, documents } = actor.getSnapshot().context;
    if (outcome === 'sent') {
      if (notice) showToast(notice.message, notice.tone);
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
      const propId = documents[0]?.propId;
      if (propId !== undefined) void queryClient.invalidateQueries({ queryKey: propertyQueryKey(propId) });
    }
    latest.current(outcome);
  }, [actor, outcome, queryClient]);
  return actor;
}
