import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { repliesQueryOptions, requisitionsQueryRoot } from '../../../api/queries/requisitions';
import { printAttachment, printReplies, type ReplyRow } from '../../../api/requisitions';
import { messages } from '../../../domain/messages';
import { canTickForPrint } from '../../../domain/requisitions/status';
import { api } from '../../api';
import { Button, Modal, showToast } from '../../ui';
import { openPdfInPopup } from '../common/pdf-popup';
import { RepliesTable } from './RepliesTable';

export interface RepliesModalProps {
  /** The requisition whose replies are shown; null keeps the modal closed. */
  lfControlNumber: string | null;
  loginId: string;
  onClose: () => void;
}

const isTickable = (row: ReplyRow) => canTickForPrint({ agencyCode: row.agencyCode, status: row.strStatus });

/** The Replies modal of the REQUISITION report (seed 001 §2.7, §5 "Print replies"). */
export function RepliesModal({ lfControlNumber, loginId, onClose }: RepliesModalProps) {
  return (
    <Modal title={`Replies for ${lfControlNumber ?? ''}`} size="lg" isOpen={lfControlNumber !== null} onOpenChange={(open) => !open && onClose()}>
      {lfControlNumber && <Replies key={lfControlNumber} lfControlNumber={lfControlNumber} loginId={loginId} />}
    </Modal>
  );
}

function Replies({ lfControlNumber, loginId }: { lfControlNumber: string; loginId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery(repliesQueryOptions(api, lfControlNumber));
  const rows = query.data ?? [];
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const tickable = rows.filter(isTickable);

  const tick = (keys: Selection) => {
    setProblem(null);
    setTicked(new Set(keys === 'all' ? tickable.map((row) => row.rpControlNo) : [...keys].map(String)));
  };

  // Printing and opening attachments mark replies read on the server: refresh every requisition view.
  const open = (link: () => Promise<string>) => {
    openPdfInPopup(link).then(
      () => queryClient.invalidateQueries({ queryKey: requisitionsQueryRoot }),
      (error: unknown) => showToast(error instanceof Error ? error.message : messages.networkError, 'error'),
    );
  };

  const print = () => {
    const chosen = tickable.filter((row) => ticked.has(row.rpControlNo));
    if (chosen.length === 0) {
      setProblem(messages.selectAtLeastOneOptionAndPrint);
      return;
    }
    open(() => printReplies(api, { loginId, lrPrint: chosen.map((row) => ({ rpControlNo: row.rpControlNo, messageType: row.strMsgType ?? '' })) }));
  };

  if (query.isError) return <p role="alert">{messages.requisitionStatusLoadFailed}</p>;
  return (
    <div className="replies">
      <RepliesTable
        rows={rows}
        isLoading={query.isPending}
        ticked={ticked}
        tickableKeys={tickable.map((row) => row.rpControlNo)}
        onTick={tick}
        onOpenAttachment={(rpControlNo) => open(() => printAttachment(api, rpControlNo))}
      />
      {problem && (
        <p role="alert" className="replies__problem">
          {problem}
        </p>
      )}
      <div className="replies__actions">
        <Button onPress={print}>Print</Button>
      </div>
    </div>
  );
}
