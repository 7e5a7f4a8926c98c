import { useState } from 'react';
import type { Property } from '../../../api/property-form';
import { useCaseAllows } from '../case-progress/case-lifecycle-scope';
import { SECONDARY_KINDS_SHOWN, secondaryInfoOf, type SecondaryKind } from './secondary-kinds';
import { SecondaryCard } from './SecondaryCard';
import { SecondaryDeleteDialog } from './SecondaryDeleteDialog';
import { SecondaryFormModal } from './SecondaryFormModal';

type Open = { kind: SecondaryKind; dialog: 'form' | 'delete' } | null;

/** The eleven secondary stakeholder cards and the one form or delete confirmation open at a time. */
export function SecondaryStakeholders({ property }: { property: Property }) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const allows = useCaseAllows();
  return (
    <>
      <div className="summary-cards">
        {SECONDARY_KINDS_SHOWN.map((kind) => (
          <SecondaryCard
            key={kind.kind}
            kind={kind}
            info={secondaryInfoOf(property, kind)}
            assignable={allows.assign}
            onAdd={() => setOpen({ kind, dialog: 'form' })}
            onEdit={() => setOpen({ kind, dialog: 'form' })}
            onDelete={() => setOpen({ kind, dialog: 'delete' })}
          />
        ))}
      </div>
      {open?.dialog === 'form' && <SecondaryFormModal property={property} kind={open.kind} onClose={close} />}
      {open?.dialog === 'delete' && <SecondaryDeleteDialog property={property} kind={open.kind} onClose={close} />}
    </>
  );
}
