import { messages } from '../../../domain/messages';
import { Card, Disclosure } from '../../ui';
import { DetailList, type Detail } from './DetailList';
import type { SecondaryKind } from './secondary-kinds';
import { StakeholderActions } from './StakeholderActions';

export interface SecondaryCardProps {
  kind: SecondaryKind;
  info: Readonly<Record<string, unknown>> | null;
  /** The case's machine allows assignments now: a closed case shows no add, edit or delete. */
  assignable: boolean;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function details(kind: SecondaryKind, info: Readonly<Record<string, unknown>>, common: boolean): Detail[] {
  return kind.fields
    .filter((f) => f.common === common)
    .map((f) => {
      const value = info[f.wire];
      return { label: f.label, value: typeof value === 'string' ? value : '' };
    });
}

/** One secondary stakeholder (seed 001 §2.1): its common details, the rest behind 'More details'. */
export function SecondaryCard({ kind, info, assignable, onAdd, onEdit, onDelete }: SecondaryCardProps) {
  const actions = assignable ? (
    <StakeholderActions name={kind.title} assigned={info !== null} onAdd={onAdd} onEdit={onEdit} onDelete={onDelete} />
  ) : undefined;
  return (
    <Card title={kind.title} headingLevel={3} actions={actions}>
      {info ? (
        <>
          <DetailList details={details(kind, info, true)} />
          <Disclosure title="More details" headingLevel={4} className="summary-more-details">
            <DetailList details={details(kind, info, false)} />
          </Disclosure>
        </>
      ) : (
        <p className="summary-empty">{messages.secondaryNotAssigned}</p>
      )}
    </Card>
  );
}
