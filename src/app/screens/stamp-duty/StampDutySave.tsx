import { useSelector } from '@xstate/react';
import { Button } from '../../ui';
import type { StampDutyActor } from './use-stamp-duty-actor';

/**
 * Under the figures of a calculator opened from a case: "Save on the case" while the machine allows it (pending while
 * saving), and once saved a note saying so. The calculator alone shows nothing here: its machine cannot save.
 */
export function StampDutySave({ actor }: { actor: StampDutyActor }) {
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'duty.save' }));
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const saved = useSelector(actor, (snapshot) => snapshot.matches('saved'));
  if (saved) {
    return (
      <p role="status" className="stamp-duty__saved">
        Saved on the case.
      </p>
    );
  }
  if (!canSave && !saving) return null;
  return (
    <div className="stamp-duty__actions">
      <Button onPress={() => actor.send({ type: 'duty.save' })} isPending={saving}>
        Save on the case
      </Button>
    </div>
  );
}
