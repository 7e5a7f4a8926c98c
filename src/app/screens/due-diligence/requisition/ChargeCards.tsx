import { agencyDisplayName, agencyKey, agencyName, SAL_LEVY_LABEL } from '../../../../domain/requisitions/agencies';
import { lineTotal, type ChargeLine } from '../../../../domain/requisitions/fees';
import { formatCents } from '../../../../domain/requisitions/money';
import type { PlanIndicator } from '../../../../domain/requisitions/selection';
import { Card } from '../../../ui';
import { MaskedIdentifier } from './MaskedIdentifier';

export interface ChargeCardChoices {
  planInd: PlanIndicator;
  acraPpr: readonly string[];
  acraBpr: readonly string[];
  acraEbpr: readonly string[];
  /** The buyer's / seller's name for an NRIC or UEN, when it is one of theirs. */
  partyName?: ((identifier: string) => string | undefined) | undefined;
}

export interface ChargeCardsProps extends ChargeCardChoices {
  /** The chosen lines, in table order. */
  lines: readonly ChargeLine[];
}

const PLAN_TEXT: Record<PlanIndicator, string> = { Y: 'Yes', N: 'No' };

/** Who an ACRA line's report is about, as chosen in its dialog. */
function acraValues(line: ChargeLine, choices: ChargeCardChoices): { kind: string; values: readonly string[] } | null {
  if (line.agencyCode !== 'ACRA') return null;
  if (line.deptCode === 'PPR') return { kind: 'NRIC', values: choices.acraPpr };
  if (line.deptCode === 'EBPR') return { kind: 'UEN', values: choices.acraEbpr };
  return { kind: 'UEN', values: choices.acraBpr };
}

function Amount({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="dd-card__row">
      <dt>{label}</dt>
      <dd>S$ {formatCents(cents)}</dd>
    </div>
  );
}

function ChargeCard({ line, choices }: { line: ChargeLine; choices: ChargeCardChoices }) {
  const name = agencyDisplayName(line.agencyCode, line.deptCode);
  const acra = acraValues(line, choices);
  const isLtaPlan = line.agencyCode === 'LTA' && (line.deptCode === 'RTS' || line.deptCode === 'SW');
  return (
    <Card title={name} headingLevel={3}>
      <p className="dd-card__agency">{agencyName(line.agencyCode)}</p>
      <dl className="dd-card__amounts">
        {line.usageQty > 1 && (
          <div className="dd-card__row">
            <dt>MCST requests</dt>
            <dd>{line.usageQty}</dd>
          </div>
        )}
        <Amount label="Application Fee" cents={line.applFee} />
        <Amount label="GST" cents={line.applGst} />
        <Amount label="CL Fee" cents={line.clFee} />
        <Amount label="CL GST" cents={line.clGst} />
        {line.salLevyFee > 0 && (
          <>
            <Amount label={SAL_LEVY_LABEL} cents={line.salLevyFee} />
            <Amount label={`${SAL_LEVY_LABEL} GST`} cents={line.salLevyGst} />
          </>
        )}
        <div className="dd-card__row dd-card__row--total">
          <dt>Total</dt>
          <dd>S$ {formatCents(lineTotal(line))}</dd>
        </div>
      </dl>
      {isLtaPlan && <p className="dd-card__note">Plans and notices: {PLAN_TEXT[choices.planInd]}</p>}
      {acra && acra.values.length > 0 && (
        <ul className="dd-card__parties" aria-label={`${name} report on`}>
          {acra.values.map((value, index) => {
            const owner = choices.partyName?.(value);
            return (
              <li key={value}>
                {owner && <span className="dd-card__party">{owner} </span>}
                <MaskedIdentifier value={value} kind={acra.kind} owner={owner ?? `${name} party ${index + 1}`} />
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

/** A card per chosen line, two per row (seed 001 §2.5, §9), with what that line costs and what it asks for. */
export function ChargeCards({ lines, ...choices }: ChargeCardsProps) {
  if (lines.length === 0) return null;
  return (
    <div className="dd-cards" aria-label="Chosen agencies" role="group">
      {lines.map((line) => (
        <ChargeCard key={agencyKey(line)} line={line} choices={choices} />
      ))}
    </div>
  );
}
