import { useId, useState } from 'react';
import { Button } from '../../../ui';
import { agencyStatusHover, type RequisitionRow } from './requisition-rows';

/**
 * The requisition's status. Hovering lists each agency's lowercase status (seed 001 §4); pressing toggles the same
 * list below the button, for touch and keyboard users who cannot hover (the seed's 500 ms press on a phone).
 */
export function RequisitionStatusButton({ row }: { row: RequisitionRow }) {
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  return (
    // The hover is the wrapper's title: RAC's Button takes no title of its own.
    <div className="lr-status" title={agencyStatusHover(row.agencies)}>
      <Button
        variant="link"
        className={`lr-status__button lr-status__button--${row.status.toLowerCase()}`}
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-label={`${row.status}, agency statuses of ${row.lfControlNo}`}
        onPress={() => setOpen((open) => !open)}
      >
        {row.status}
      </Button>
      {isOpen && (
        <ul id={listId} className="lr-status__agencies" aria-label={`Agency statuses of ${row.lfControlNo}`}>
          {row.agencies.map(({ agency, status }, index) => (
            // The same agency may appear twice (one ACRA report per party), so the index keeps keys apart.
            <li key={`${agency}-${index}`}>
              {agency}: {status}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
