import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { machineRegistry } from '../../../../machines/index';
import { machinesPageMessages as words } from '../../../domain/messages/machines-page';
import { PageTitle, TextField } from '../../ui';
import { machineSummary, searchMachines, type MachineMatch } from './machine-index';
import './machines.css';

/**
 * Every registered machine, found by its name, a state or an event (issue 21). Nothing is laid out here: a diagram is
 * drawn on its machine's own page, so this page shows at once.
 */
export function MachinesIndexPage() {
  const summaries = useMemo(() => machineRegistry.map(machineSummary), []);
  const [text, setText] = useState('');
  const found = searchMachines(summaries, text);
  return (
    <div className="machines-page">
      <PageTitle title={words.indexTitle} description={words.indexDescription} />
      <div role="search" aria-label={words.indexSearchLabel} className="machines-index__search">
        <TextField
          label={words.indexSearchLabel}
          type="search"
          value={text}
          onChange={setText}
          placeholder={words.indexSearchPlaceholder}
          maxLength={100}
        />
      </div>
      {found.length === 0 ? (
        <p role="status">{words.indexNoMatch(text.trim())}</p>
      ) : (
        <ul className="machines-index" aria-label={words.indexListLabel}>
          {found.map((match) => (
            <MachineItem key={match.summary.id} match={match} />
          ))}
        </ul>
      )}
    </div>
  );
}

function MachineItem({ match }: { match: MachineMatch }) {
  const { summary, states, events } = match;
  return (
    <li className="machines-index__item">
      <Link to="/machines/$machineId" params={{ machineId: summary.id }} className="ui-link machines-index__name">
        {summary.title}
      </Link>
      <span className="machines-index__counts">{words.indexCounts(summary.states.length, summary.transitionCount)}</span>
      <p className="machines-index__description">{summary.description}</p>
      {states.length > 0 && (
        <p className="machines-index__matches">
          {words.indexMatchedStates}: {states.join(', ')}
        </p>
      )}
      {events.length > 0 && (
        <p className="machines-index__matches">
          {words.indexMatchedEvents}: {events.join(', ')}
        </p>
      )}
    </li>
  );
}
