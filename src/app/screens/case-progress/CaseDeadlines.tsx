import type { CaseDeadline } from '../../../api/case-progress';
import { DEADLINE_STATE_WORDS, deadlineWhen } from './deadline-words';

/** The case's deadlines, earliest first, each flagged overdue / due within 3 days / upcoming / done, with its rule. */
export function CaseDeadlines({ deadlines }: { deadlines: readonly CaseDeadline[] }) {
  if (deadlines.length === 0)
    return <p className="case-progress__none">No deadlines yet: they follow from the OTP, the exercise and the requisitions.</p>;
  return (
    <table className="case-progress__deadlines">
      <caption>Deadlines</caption>
      <thead>
        <tr>
          <th scope="col">Deadline</th>
          <th scope="col">Due</th>
          <th scope="col">State</th>
          <th scope="col">Rule</th>
        </tr>
      </thead>
      <tbody>
        {deadlines.map((deadline) => (
          <tr key={`${deadline.kind}-${deadline.agency ?? ''}-${deadline.due}`} className={`case-progress__deadline--${deadline.state}`}>
            <th scope="row">{deadline.label}</th>
            <td>{deadlineWhen(deadline)}</td>
            <td>
              <span className={`case-progress__flag case-progress__flag--${deadline.state}`}>{DEADLINE_STATE_WORDS[deadline.state]}</span>
            </td>
            <td>{deadline.source}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
