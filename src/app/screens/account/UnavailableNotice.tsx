import { Button } from '../../ui';

/** What a page shows when its data could not be loaded: the reason in words and a way to try again. */
export function UnavailableNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="account-unavailable" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onPress={onRetry}>
        Try again
      </Button>
    </div>
  );
}
