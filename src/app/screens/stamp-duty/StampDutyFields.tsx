import { useSelector } from '@xstate/react';
import { fieldEdit, type StampDutyDateField } from '../../../../machines/stamp-duty-calculator.machine';
import type { StampDutyForm, StampDutyTab } from '../../../domain/stamp-duty/form';
import { BUYER_PROFILES, PROPERTY_USES } from '../../../domain/stamp-duty/rates';
import { Checkbox, DatePicker, Select, TextField } from '../../ui';
import { BUYER_CHOICES, OWNED_CHOICES, USE_CHOICES } from './stamp-duty-choices';
import type { StampDutyActor } from './use-stamp-duty-actor';

const choiceOf = <T extends string>(choices: readonly T[], key: string | null): T | undefined => choices.find((choice) => choice === key);

/**
 * The figures of one tab. Both tabs edit one form (price, market value and use are the sale's; the buyer's
 * document date is the seller's disposal date), so switching tabs keeps what was typed.
 */
export function StampDutyFields({ actor, tab }: { actor: StampDutyActor; tab: StampDutyTab }) {
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const problems = useSelector(actor, (snapshot) => snapshot.context.problems);
  // Nothing changes while the figures are worked out or saved.
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy') || snapshot.hasTag('saving'));
  const edit = <K extends keyof StampDutyForm>(field: K, value: StampDutyForm[K]) => actor.send(fieldEdit(field, value));
  // A date field says when its text stops or starts being a date, and again as it goes: only a change is news.
  const reportDate = (field: StampDutyDateField) => (error: string | undefined) => {
    const problem = error ?? null;
    if (problem !== (actor.getSnapshot().context.unreadable[field] ?? null)) actor.send({ type: 'duty.unreadable', field, problem });
  };

  return (
    <div className="stamp-duty__fields">
      <TextField label="Price (S$)" value={form.price} onChange={(value) => edit('price', value)} isDisabled={busy} errorMessage={problems.price} />
      <TextField
        label="Market value (S$)"
        description="Duty is on the higher of price and market value."
        value={form.marketValue}
        onChange={(value) => edit('marketValue', value)}
        isDisabled={busy}
        errorMessage={problems.marketValue}
      />
      <Select
        label="Property use"
        items={USE_CHOICES}
        selectedKey={form.use}
        onSelectionChange={(key) => {
          const use = choiceOf(PROPERTY_USES, key);
          if (use) edit('use', use);
        }}
        isDisabled={busy}
        errorMessage={problems.use}
      />
      {tab === 'buyer' ? (
        <>
          <Select
            label="Buyer"
            items={BUYER_CHOICES}
            selectedKey={form.buyer}
            onSelectionChange={(key) => {
              const buyer = choiceOf(BUYER_PROFILES, key);
              if (buyer) edit('buyer', buyer);
            }}
            isDisabled={busy}
            errorMessage={problems.buyer}
          />
          <Select
            label="Residential properties already owned"
            items={OWNED_CHOICES}
            selectedKey={String(Math.min(form.propertiesOwned, 3))}
            onSelectionChange={(key) => key !== null && edit('propertiesOwned', Number(key))}
            isDisabled={busy}
            errorMessage={problems.propertiesOwned}
          />
          <DatePicker
            label="Document date"
            value={form.documentDate}
            onChange={(value) => edit('documentDate', value)}
            onValidityChange={reportDate('documentDate')}
            isDisabled={busy}
            errorMessage={problems.documentDate}
          />
        </>
      ) : (
        <>
          <DatePicker
            label="Acquisition date"
            value={form.acquiredOn}
            onChange={(value) => edit('acquiredOn', value)}
            onValidityChange={reportDate('acquiredOn')}
            isDisabled={busy}
            errorMessage={problems.acquiredOn}
          />
          <DatePicker
            label="Disposal date"
            value={form.documentDate}
            onChange={(value) => edit('documentDate', value)}
            onValidityChange={reportDate('documentDate')}
            isDisabled={busy}
            errorMessage={problems.documentDate}
          />
        </>
      )}
      <Checkbox isSelected={form.signedAbroad} onChange={(value) => edit('signedAbroad', value)} isDisabled={busy}>
        Signed abroad (30 days to pay)
      </Checkbox>
    </div>
  );
}
