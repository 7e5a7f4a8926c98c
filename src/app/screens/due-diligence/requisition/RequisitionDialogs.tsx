import type { RequisitionEvent } from '../../../../../machines/requisition.machine';
import type { RequisitionAlert, IrasProblem } from '../../../../../machines/requisition.types';
import type { AcraParty } from '../../../../domain/requisitions/acra-parties';
import { AcraPartyDialog } from './dialogs/AcraPartyDialog';
import { AfterSubmitDialog } from './dialogs/AfterSubmitDialog';
import { ConfirmRequisitionDialog } from './dialogs/ConfirmRequisitionDialog';
import { IrasWarningDialog } from './dialogs/IrasWarningDialog';
import { LtaPlanDialog } from './dialogs/LtaPlanDialog';
import { PartyEntryDialog } from './dialogs/PartyEntryDialog';
import { SelectionAlert } from './dialogs/SelectionAlert';

/** The one dialog the requisition is showing, as the machine's tags and context say. */
export type RequisitionDialogView =
  | { kind: 'alert'; alert: RequisitionAlert }
  | { kind: 'lta'; planInd: 'Y' | 'N'; problem: string | null }
  | {
      kind: 'acra';
      party: 'individual' | 'company';
      lineName: string;
      parties: readonly AcraParty[];
      chosen: readonly string[];
      problem: string | null;
    }
  | { kind: 'entry'; party: 'individual' | 'company'; problem: string | null }
  | { kind: 'iras'; problem: IrasProblem }
  | { kind: 'confirm'; action: 'submit' | 'draft'; referenceNo: string; propertyAddress: string }
  | { kind: 'afterSubmit'; helpdeskPhone: string };

export interface RequisitionDialogsProps {
  view: RequisitionDialogView | null;
  send: (event: RequisitionEvent) => void;
}

/** Draws the requisition's open dialog; every button is an event for the machine, which decides. */
export function RequisitionDialogs({ view, send }: RequisitionDialogsProps) {
  if (!view) return null;
  const cancel = () => send({ type: 'dialog.cancel' });
  switch (view.kind) {
    case 'alert':
      return <SelectionAlert title={view.alert.title} text={view.alert.text} onDismiss={() => send({ type: 'alert.dismiss' })} />;
    case 'lta':
      return (
        <LtaPlanDialog
          planInd={view.planInd}
          problem={view.problem}
          onChoose={(planInd) => send({ type: 'lta.choose', planInd })}
          onSave={() => send({ type: 'dialog.save' })}
          onCancel={cancel}
        />
      );
    case 'acra':
      return (
        <AcraPartyDialog
          kind={view.party}
          lineName={view.lineName}
          parties={view.parties}
          chosen={view.chosen}
          problem={view.problem}
          onToggle={(identifier) => send({ type: 'acra.toggleParty', identifier })}
          onSave={() => send({ type: 'dialog.save' })}
          onCancel={cancel}
        />
      );
    case 'entry':
      return (
        <PartyEntryDialog kind={view.party} problem={view.problem} onSave={(entry) => send({ type: 'entry.save', ...entry })} onCancel={cancel} />
      );
    case 'iras':
      return (
        <IrasWarningDialog title={view.problem.title} text={view.problem.text} onConfirm={() => send({ type: 'dialog.confirm' })} onCancel={cancel} />
      );
    case 'confirm':
      return (
        <ConfirmRequisitionDialog
          action={view.action}
          referenceNo={view.referenceNo}
          propertyAddress={view.propertyAddress}
          onConfirm={() => send({ type: 'confirm' })}
          onCancel={() => send({ type: 'cancel' })}
        />
      );
    case 'afterSubmit':
      return <AfterSubmitDialog helpdeskPhone={view.helpdeskPhone} onClose={() => send({ type: 'dialog.close' })} />;
  }
}
