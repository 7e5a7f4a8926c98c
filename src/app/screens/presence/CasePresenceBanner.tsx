import type { PresentUser } from '../../../api/queries/case-presence';
import { presenceMessages as messages } from '../../../domain/messages/presence';
import './case-presence.css';

/**
 * Who else is on the case, one line each: "Lim Wei is editing the OTP", "Tan Wei Ming is viewing this case". The
 * status region is there, empty, while nobody is, so a screen reader announces whoever arrives.
 */
export function CasePresenceBanner({ others }: { others: readonly PresentUser[] }) {
  return (
    <div className="case-presence" role="status" aria-label={messages.presenceLabel}>
      {others.length > 0 && (
        <ul className="case-presence__list">
          {others.map((other) => (
            <li key={other.userId} className={other.editing.length > 0 ? 'case-presence__editing' : undefined}>
              {other.editing.length > 0 ? messages.presenceEditing(other.userName, other.editing) : messages.presenceViewing(other.userName)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
