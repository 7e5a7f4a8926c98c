import { useQuery } from '@tanstack/react-query';
import { loginHistoryQueryOptions } from '../../../api/queries/history';
import { toDisplayTimestamp } from '../../../domain/display-date';
import { messages } from '../../../domain/messages';
import { api } from '../../api';
import './history.css';

/** The user's own last logins, failed logins and logouts (issue 20 "the user's own login history on the profile"). */
export function LoginHistory({ userId }: { userId: string }) {
  const query = useQuery(loginHistoryQueryOptions(api, userId));
  return (
    <section aria-labelledby="login-history-title" className="history-logins">
      <h3 id="login-history-title">{messages.loginHistoryTitle}</h3>
      {query.isPending && <p>{messages.pleaseWait}</p>}
      {query.isError && <p role="alert">{query.error.message}</p>}
      {query.data && query.data.length === 0 && <p>{messages.loginHistoryEmpty}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="history-login-list">
          {query.data.map((record) => (
            <li key={record.id} className={record.kind === 'account.login-failed' ? 'history-login--failed' : undefined}>
              <span>{record.summary}</span>
              <time dateTime={record.at}>{toDisplayTimestamp(record.at)}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
