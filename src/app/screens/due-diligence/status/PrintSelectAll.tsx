import { useId } from 'react';
import type { StatusAgencyRow } from '../../../../api/requisitions';
import { messages } from '../../../../domain/messages';
import { Checkbox } from '../../../ui';
import { selectAllState } from './print-selection';

export interface PrintSelectAllProps {
  rows: readonly StatusAgencyRow[];
  ticked: ReadonlySet<string>;
  onChange: (isSelected: boolean) => void;
}

/** Ticks every printable reply; disabled, with the seed's hover, while no agency has replied to print. */
export function PrintSelectAll({ rows, ticked, onChange }: PrintSelectAllProps) {
  const state = selectAllState(rows, ticked);
  const reasonId = useId();
  return (
    // The hover sits on a wrapper: a disabled control gets no pointer events in some browsers. Screen readers
    // get the same words as the box's description.
    <div className="lr-select-all" title={state.isDisabled ? messages.noAgencyRepliedToPrint : undefined}>
      <Checkbox {...state} onChange={onChange} aria-describedby={state.isDisabled ? reasonId : undefined}>
        Select all replies to print
      </Checkbox>
      {state.isDisabled && (
        <span id={reasonId} className="ui-visually-hidden">
          {messages.noAgencyRepliedToPrint}
        </span>
      )}
    </div>
  );
}
