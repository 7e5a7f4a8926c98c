import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { templateDocumentMachine, type TemplateDocumentInput } from '../../../../../machines/template-document.machine';
import type { SignedCopy } from '../../../../domain/documents/signed-copy-rules';
import { showToast } from '../../../ui';
import { openPdfNow, openPdfPopup, type PdfPopup } from '../../common/pdf-popup';
import { templateDocumentEffects, type DocumentCaller } from './document-effects';

/**
 * The page's template-document actor with the real calls; its toasts become toasts and its printed PDF opens
 * in the window the Print press opened (a window opened after the call returns is often blocked).
 */
export function useTemplateDocument(input: TemplateDocumentInput, caller: DocumentCaller, copies: readonly SignedCopy[]) {
  const machine = useMemo(() => templateDocumentMachine.provide({ actors: templateDocumentEffects(caller) }), [caller]);
  const actorRef = useActorRef(machine, { input });
  const state = useSelector(actorRef, (snapshot) => snapshot);
  const popup = useRef<PdfPopup | null>(null);

  useEffect(() => {
    const notices = actorRef.on('notice', ({ notice }) => {
      showToast(notice.message, notice.tone);
    });
    const pdfs = actorRef.on('pdf.open', ({ url }) => {
      const target = popup.current;
      popup.current = null;
      if (target) target.show(url);
      else openPdfNow(url);
    });
    return () => {
      notices.unsubscribe();
      pdfs.unsubscribe();
    };
  }, [actorRef]);

  useEffect(() => {
    actorRef.send({ type: 'copies.changed', copies });
  }, [actorRef, copies]);

  /** Print: opens the window within the press, only when the machine really starts printing. */
  const print = () => {
    actorRef.send({ type: 'document.print' });
    const snapshot = actorRef.getSnapshot();
    if (snapshot.matches({ existing: 'printing' })) popup.current = openPdfPopup();
  };

  // A failed print leaves a blank window behind unless it is closed.
  useEffect(() => {
    if (!state.matches({ existing: 'printing' }) && state.hasTag('alert') && popup.current) {
      popup.current.close();
      popup.current = null;
    }
  }, [state]);

  return { actorRef, state, print };
}
