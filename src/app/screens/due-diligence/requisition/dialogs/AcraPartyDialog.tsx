import type { AcraParty } from '../../../../../domain/requisitions/acra-parties';
import { Checkbox, FormTable, FormTableCell, FormTableRow } from '../../../../ui';
import { SaveCancelModal } from '../../../common/SaveCancelModal';
import { MaskedIdentifier } from '../MaskedIdentifier';

export const ACRA_PEOPLE_TITLE = 'ACRA People Profile Report';
export const ACRA_BUSINESS_TITLE = 'ACRA Business Profile Report';

export interface AcraPartyDialogProps {
  kind: 'individual' | 'company';
  /** The line the report is for ('ACRA - EBPR'), when it is not plain from the title. */
  lineName: string;
  parties: readonly AcraParty[];
  /** Identifiers ticked so far. */
  chosen: readonly string[];
  problem: string | null;
  onToggle: (identifier: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * Seed 001 §2.5: the ACRA report is about people (NRIC / passport) or companies (UEN) of the buyer and seller.
 * Numbers show masked; each row's eye button shows its number in full.
 */
export function AcraPartyDialog({ kind, lineName, parties, chosen, problem, onToggle, onSave, onCancel }: AcraPartyDialogProps) {
  const idKind = kind === 'individual' ? 'NRIC' : 'UEN';
  const title = kind === 'individual' ? ACRA_PEOPLE_TITLE : ACRA_BUSINESS_TITLE;
  return (
    <SaveCancelModal title={title} onSave={onSave} onCancel={onCancel}>
      <p className="dd-dialog__lead">Choose whom the {lineName} report is about.</p>
      <FormTable aria-label={`${title} parties`} columns={['Select', 'Party', 'Name', kind === 'individual' ? 'NRIC / Passport No.' : 'UEN']}>
        {parties.map((party) => (
          <FormTableRow key={party.identifier}>
            <FormTableCell>
              <Checkbox
                aria-label={`Select ${party.role} ${party.name}`}
                isSelected={chosen.includes(party.identifier)}
                onChange={() => onToggle(party.identifier)}
              />
            </FormTableCell>
            <FormTableCell>{party.role}</FormTableCell>
            <FormTableCell>{party.name}</FormTableCell>
            <FormTableCell>
              <MaskedIdentifier value={party.identifier} kind={idKind} owner={party.name} />
            </FormTableCell>
          </FormTableRow>
        ))}
      </FormTable>
      {problem && (
        <p className="dd-dialog__problem" role="alert">
          {problem}
        </p>
      )}
    </SaveCancelModal>
  );
}
