import { Button } from '../../ui';
import { DeleteIcon, EditIcon } from '../property-form/PropertyIcons';
import { AddIcon } from './SummaryIcons';

export interface StakeholderActionsProps {
  /** The card's title, which names each icon ('Add Buyer', 'Edit Mortgagee Bank' …). */
  name: string;
  assigned: boolean;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A card's add, edit and delete icons. Add is offered while nobody is assigned; edit (assign again, replacing)
 * and delete once somebody is. A locked property shows none of them: the caller leaves them out.
 */
export function StakeholderActions({ name, assigned, onAdd, onEdit, onDelete }: StakeholderActionsProps) {
  if (!assigned) {
    return (
      <Button variant="icon" aria-label={`Add ${name}`} onPress={onAdd}>
        <AddIcon />
      </Button>
    );
  }
  return (
    <>
      <Button variant="icon" aria-label={`Edit ${name}`} onPress={onEdit}>
        <EditIcon />
      </Button>
      <Button variant="icon" aria-label={`Delete ${name}`} onPress={onDelete}>
        <DeleteIcon />
      </Button>
    </>
  );
}
