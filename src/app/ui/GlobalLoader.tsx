import { sessionMessages as messages } from '../../domain/messages/session';

export interface GlobalLoaderProps {
  active: boolean;
}

/** The app-wide 'Please wait....' overlay shown while requests run. */
export function GlobalLoader({ active }: GlobalLoaderProps) {
  if (!active) return null;
  return (
    <div className="ui-loader" role="status" aria-live="polite">
      <div className="ui-loader__panel">
        <span className="ui-spinner" aria-hidden="true" />
        <span className="ui-loader__text">{messages.pleaseWait}</span>
      </div>
    </div>
  );
}
