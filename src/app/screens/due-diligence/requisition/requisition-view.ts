import type { RequisitionContext, RequisitionTag } from '../../../../../machines/requisition.machine';
import { agencyDisplayName, agencyKey } from '../../../../domain/requisitions/agencies';
import type { RequisitionDialogView } from './RequisitionDialogs';

interface SnapshotLike {
  context: RequisitionContext;
  hasTag: (tag: RequisitionTag) => boolean;
}

function pendingLineName(context: RequisitionContext): string {
  const line = context.lines.find((candidate) => agencyKey(candidate) === context.pendingKey);
  return line ? agencyDisplayName(line.agencyCode, line.deptCode) : '';
}

/** Which dialog the machine's tags open, with the context it quotes. */
export function dialogView({ context, hasTag }: SnapshotLike): RequisitionDialogView | null {
  if (hasTag('alert') && context.alert) return { kind: 'alert', alert: context.alert };
  if (hasTag('dialog.lta')) return { kind: 'lta', planInd: context.dialogChoice[0] === 'Y' ? 'Y' : 'N', problem: context.entryProblem };
  if (hasTag('dialog.acraIndividual') || hasTag('dialog.acraCompany')) {
    const individual = hasTag('dialog.acraIndividual');
    return {
      kind: 'acra',
      party: individual ? 'individual' : 'company',
      lineName: pendingLineName(context),
      parties: individual ? context.individuals : context.companies,
      chosen: context.dialogChoice,
      problem: context.entryProblem,
    };
  }
  if (hasTag('dialog.nric')) return { kind: 'entry', party: 'individual', problem: context.entryProblem };
  if (hasTag('dialog.uen')) return { kind: 'entry', party: 'company', problem: context.entryProblem };
  if (hasTag('dialog.iras') && context.irasProblem) return { kind: 'iras', problem: context.irasProblem };
  const confirm = { referenceNo: context.referenceNo, propertyAddress: context.propertyAddress };
  if (hasTag('confirm.submit')) return { kind: 'confirm', action: 'submit', ...confirm };
  if (hasTag('confirm.draft')) return { kind: 'confirm', action: 'draft', ...confirm };
  if (hasTag('dialog.afterSubmit')) return { kind: 'afterSubmit', helpdeskPhone: context.helpdeskPhone };
  return null;
}
