import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import { agencyStatusQueryOptions } from '../../../../api/queries/requisitions';
import { messages } from '../../../../domain/messages';
import { api } from '../../../api';
import { AlertDialog, Button } from '../../../ui';
import { AgencyStatusTable } from './AgencyStatusTable';
import { liveStatusOptions } from './live-status';
import { printableKeys, tickedRows, toggled } from './print-selection';
import { PrintSelectAll } from './PrintSelectAll';
import { StatusLoadFailed } from './StatusLoadFailed';
import { StatusToolbar } from './StatusToolbar';
import { useReplyPrinting } from './use-reply-printing';

export interface AgencyStatusViewProps {
  loginId: string;
  lfControlNo: string;
  onBack: () => void;
}

/** One requisition's agency requests (seed 001 §2.5): tick replies and Print them, open ACRA / MCST reports, Back. */
export function AgencyStatusView({ loginId, lfControlNo, onBack }: AgencyStatusViewProps) {
  const titleId = useId();
  const query = useQuery({ ...agencyStatusQueryOptions(api, loginId, lfControlNo), ...liveStatusOptions });
  const rows = query.data ?? [];
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [warning, setWarning] = useState(false);
  const { printTicked, openAttachment, isPrinting } = useReplyPrinting(loginId);
  const onTick = useCallback((key: string, isSelected: boolean) => setTicked((current) => toggled(current, key, isSelected)), []);

  const print = () => {
    const chosen = tickedRows(rows, ticked);
    if (chosen.length === 0) setWarning(true);
    else printTicked(chosen, () => setTicked(new Set()));
  };

  return (
    <section className="lr-status-view" aria-labelledby={titleId} aria-busy={query.isFetching}>
      <StatusToolbar titleId={titleId} title={`Agency status of ${lfControlNo}`} onRefresh={() => void query.refetch()}>
        <Button onPress={print} isPending={isPrinting}>
          Print
        </Button>
        <Button variant="secondary" onPress={onBack}>
          Back
        </Button>
      </StatusToolbar>
      {query.isError ? (
        <StatusLoadFailed onRetry={() => void query.refetch()} />
      ) : (
        <>
          <PrintSelectAll rows={rows} ticked={ticked} onChange={(isSelected) => setTicked(new Set(isSelected ? printableKeys(rows) : []))} />
          <div className="lr-status-table-wrap">
            <AgencyStatusTable
              lfControlNo={lfControlNo}
              rows={rows}
              isLoading={query.isPending}
              ticked={ticked}
              onTick={onTick}
              onAttachment={openAttachment}
              isPrinting={isPrinting}
            />
          </div>
        </>
      )}
      <AlertDialog title={messages.selectAtLeastOneOptionAndPrint} isOpen={warning} tone="warning" onPrimary={() => setWarning(false)}>
        {null}
      </AlertDialog>
    </section>
  );
}
