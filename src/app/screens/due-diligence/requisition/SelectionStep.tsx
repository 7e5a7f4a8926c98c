import { agencyKey } from '../../../../domain/requisitions/agencies';
import type { ChargeLine } from '../../../../domain/requisitions/fees';
import type { PurposeCode } from '../../../../domain/requisitions/selection';
import { Button } from '../../../ui';
import { AgencyFeeTable } from './AgencyFeeTable';
import { ChargeCards, type ChargeCardChoices } from './ChargeCards';
import { purposeText } from './purpose';

export interface SelectionStepProps extends ChargeCardChoices {
  lines: readonly ChargeLine[];
  selected: readonly string[];
  purpose: PurposeCode;
  /** A check is running (IRAS unit, duplicates): nothing can be pressed. */
  isBusy: boolean;
  canSelectAll: boolean;
  canUnselectAll: boolean;
  canReset: boolean;
  canNext: boolean;
  /** Seed 001 §4: Next is hidden when the street is unknown, or lots or applicant are missing. */
  isNextHidden: boolean;
  onToggle: (key: string) => void;
  onSelectAll: () => void;
  onUnselectAll: () => void;
  onReset: () => void;
  onNext: () => void;
}

/** LEGAL REQUISITION step 1 (seed 001 §2.5): choose the agencies; the cards show what each chosen one costs. */
export function SelectionStep(props: SelectionStepProps) {
  const { lines, selected, purpose, isBusy, onToggle } = props;
  const chosen = lines.filter((line) => selected.includes(agencyKey(line)));
  return (
    <section className="dd-step" aria-labelledby="dd-step1-title" aria-busy={isBusy || undefined}>
      <div className="dd-step__head">
        <h2 id="dd-step1-title" className="dd-step__title">
          Step 1: Select agencies
        </h2>
        <p className="dd-purpose">
          Purpose of Request: <strong>{purposeText(purpose)}</strong>
        </p>
      </div>
      <div className="dd-toolbar" role="group" aria-label="Select agencies">
        <Button variant="secondary" onPress={props.onSelectAll} isDisabled={isBusy || !props.canSelectAll}>
          Select All
        </Button>
        <Button variant="secondary" onPress={props.onUnselectAll} isDisabled={isBusy || !props.canUnselectAll}>
          Unselect All
        </Button>
      </div>
      <AgencyFeeTable lines={lines} selected={selected} isDisabled={isBusy} onToggle={onToggle} />
      <ChargeCards
        lines={chosen}
        planInd={props.planInd}
        acraPpr={props.acraPpr}
        acraBpr={props.acraBpr}
        acraEbpr={props.acraEbpr}
        partyName={props.partyName}
      />
      <div className="dd-actions">
        <Button variant="secondary" onPress={props.onReset} isDisabled={isBusy || !props.canReset}>
          Reset
        </Button>
        {!props.isNextHidden && (
          <Button onPress={props.onNext} isDisabled={isBusy || !props.canNext}>
            Next
          </Button>
        )}
      </div>
    </section>
  );
}
