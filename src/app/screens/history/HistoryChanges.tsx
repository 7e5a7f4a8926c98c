import type { HistoryRecord } from '../../../api/history';

/** What a write changed, one field per line: the value before, struck through, then the value after. */
export function HistoryChanges({ changes }: { changes: HistoryRecord['changes'] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="history-changes">
      {changes.map((change, index) => (
        <li key={`${change.field}-${index}`}>
          <span className="history-changes__field">{change.field}:</span>{' '}
          {change.before !== null && (
            <>
              <del aria-label={`was ${change.before}`}>{change.before}</del> →{' '}
            </>
          )}
          {change.after === null ? <em>(cleared)</em> : <ins aria-label={`now ${change.after}`}>{change.after}</ins>}
        </li>
      ))}
    </ul>
  );
}
