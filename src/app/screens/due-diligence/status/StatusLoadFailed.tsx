import { messages } from '../../../../domain/messages';
import { Button } from '../../../ui';

export function StatusLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="lr-status-error">
      <p>{messages.requisitionStatusLoadFailed}</p>
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}
