import { useQuery } from '@tanstack/react-query';
import { checklistFrameQueryOptions } from '../../../api/queries/properties';
import { messages } from '../../../domain/messages';
import { api } from '../../api';

/**
 * The partner's checklist page in a frame. Sandboxed: it runs its own scripts and forms but gets an opaque
 * origin, so it cannot reach this page or its stored login. `direct` opens it editable (seed 001 §2.6).
 */
export function ChecklistFrame({ checkListId, title, direct = false }: { checkListId: string; title: string; direct?: boolean }) {
  const frame = useQuery(checklistFrameQueryOptions(api, checkListId, direct));
  if (frame.isError) {
    return (
      <p role="alert" className="checklist-frame checklist-frame--message">
        {messages.checklistLoadFailed} {frame.error.message}
      </p>
    );
  }
  if (!frame.data) return <p className="checklist-frame checklist-frame--message">{messages.pleaseWait}</p>;
  return (
    <iframe
      className="checklist-frame"
      title={title}
      src={frame.data}
      sandbox="allow-scripts allow-forms allow-popups allow-downloads"
      referrerPolicy="no-referrer"
    />
  );
}
