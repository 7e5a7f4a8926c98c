import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent } from 'react';
import type { StampDutyResult } from '../../../../machines/stamp-duty-calculator.machine';
import type { PropertyUse } from '../../../domain/stamp-duty/rates';
import { Button, Form, Tab, TabList, TabPanel, Tabs } from '../../ui';
import { StampDutyFields } from './StampDutyFields';
import { StampDutyResultView } from './StampDutyResultView';
import { StampDutySave } from './StampDutySave';
import { useStampDutyActor, type CalculateStampDutyLogic, type SaveStampDutyLogic, type StampDutyActor } from './use-stamp-duty-actor';
import './stamp-duty.css';

export interface StampDutyCalculatorProps {
  /** S$, from the case. */
  initialPrice?: number | undefined;
  initialUse?: PropertyUse | undefined;
  /** ISO yyyy-mm-dd: the date of the document bearing the duty (the option's exercise …). */
  initialDocumentDate?: string | undefined;
  /** Told each time the server's figures are shown. */
  onCalculated?: ((result: StampDutyResult) => void) | undefined;
  /** Screen tests answer the API call themselves. */
  calculate?: CalculateStampDutyLogic | undefined;
  /** Opened from a case: saves the figures shown on it ("Save on the case"). */
  saveOnCase?: SaveStampDutyLogic | undefined;
}

const TABS = [
  { id: 'buyer', name: 'Buyer' },
  { id: 'seller', name: 'Seller' },
] as const;

function TabContent({ actor, tab }: { actor: StampDutyActor; tab: 'buyer' | 'seller' }) {
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const canCalculate = useSelector(actor, (snapshot) => snapshot.can({ type: 'duty.calculate' }));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const result = useSelector(actor, (snapshot) => (snapshot.hasTag('figures') ? snapshot.context.result : null));
  return (
    <>
      <Form
        // The machine decides what may be sent: a field's message must not stop the submit before the machine hears it.
        validationBehavior="aria"
        className="stamp-duty__form"
        aria-label={tab === 'buyer' ? "Buyer's stamp duty" : "Seller's stamp duty"}
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'duty.calculate' });
        }}
      >
        <StampDutyFields actor={actor} tab={tab} />
        <div className="stamp-duty__actions">
          <Button type="submit" isPending={busy} isDisabled={!busy && !canCalculate}>
            Calculate
          </Button>
        </div>
      </Form>
      {failure.length > 0 && (
        <div role="alert" className="stamp-duty__failure">
          {failure.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {result && <StampDutyResultView result={result} />}
      {result && <StampDutySave actor={actor} />}
    </>
  );
}

/**
 * Stamp duty on a purchase (BSD and ABSD, band by band) or a sale (SSD), worked out by the server from IRAS's rates
 * (issue 19). The stamp-duty-calculator machine decides every step; the tabs only choose which figures to work out.
 */
export function StampDutyCalculator({
  initialPrice,
  initialUse,
  initialDocumentDate,
  onCalculated,
  calculate,
  saveOnCase,
}: StampDutyCalculatorProps) {
  const actor = useStampDutyActor({ price: initialPrice, use: initialUse, documentDate: initialDocumentDate }, calculate, saveOnCase);
  const tab = useSelector(actor, (snapshot) => snapshot.context.tab);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('saving'));
  const shown = useSelector(actor, (snapshot) => (snapshot.matches('shown') ? snapshot.context.result : null));
  const tell = useEffectEvent((result: StampDutyResult) => onCalculated?.(result));
  useEffect(() => {
    if (shown) tell(shown);
  }, [shown]);

  return (
    <section className="stamp-duty" aria-label="Stamp duty calculator">
      <Tabs
        selectedKey={tab}
        isDisabled={busy}
        onSelectionChange={(key) => {
          const chosen = TABS.find((candidate) => candidate.id === key);
          if (chosen) actor.send({ type: 'duty.tab', tab: chosen.id });
        }}
      >
        <TabList aria-label="Whose stamp duty">
          {TABS.map(({ id, name }) => (
            <Tab key={id} id={id}>
              {name}
            </Tab>
          ))}
        </TabList>
        {TABS.map(({ id }) => (
          <TabPanel key={id} id={id}>
            <TabContent actor={actor} tab={id} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
