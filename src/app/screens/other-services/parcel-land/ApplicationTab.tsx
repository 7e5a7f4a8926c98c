import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { shownProblems, type parcelLandRequestMachine } from '../../../../../machines/parcel-land-request.machine';
import { PURPOSE_OPTIONS } from '../../../../domain/other-services/parcel-land-form';
import { Button, DatePicker, Select, TextField } from '../../../ui';
import { LandLotRows } from './LandLotRows';

type ParcelLandActor = ActorRefFrom<typeof parcelLandRequestMachine>;

const PURPOSES = PURPOSE_OPTIONS.map((option) => ({ id: option.code, name: `${option.code} ${option.label}` }));

/** APPLICATION (seed 002 §2.3, §3, §5): the applicant, the property account, the parcel and its land lots; Next, Cancel. */
export function ApplicationTab({ actor }: { actor: ParcelLandActor }) {
  const form = useSelector(actor, (snapshot) => snapshot.context.form);
  const today = useSelector(actor, (snapshot) => snapshot.context.today);
  const problems = useSelector(actor, (snapshot) => shownProblems(snapshot.context));
  const refused = useSelector(actor, (snapshot) => (snapshot.matches({ application: 'rejected' }) ? snapshot.context.serverProblems : []));
  const fields = problems?.fields;
  const change =
    <K extends 'referenceNo' | 'emailAddress' | 'reqDate' | 'applicantSolicitor' | 'sellSolTel' | 'applicantAddress' | 'propAcNo' | 'parcelNo'>(
      field: K,
    ) =>
    (value: string) =>
      actor.send({ type: 'form.change', field, value });

  return (
    <div className="parcel-form">
      {refused.length > 0 && (
        <ul role="alert" className="parcel-form__refused">
          {refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <fieldset className="parcel-form__group">
        <legend>Applicant</legend>
        <TextField label="Reference No." isRequired value={form.referenceNo} onChange={change('referenceNo')} errorMessage={fields?.referenceNo} />
        <TextField
          label="Email"
          type="email"
          isRequired
          value={form.emailAddress}
          onChange={change('emailAddress')}
          errorMessage={fields?.emailAddress}
        />
        <DatePicker
          label="Request Date"
          isRequired
          value={form.reqDate}
          minValue={today}
          onChange={change('reqDate')}
          errorMessage={fields?.reqDate}
        />
        <TextField
          label="Applicant Solicitor"
          isRequired
          value={form.applicantSolicitor}
          onChange={change('applicantSolicitor')}
          errorMessage={fields?.applicantSolicitor}
        />
        <TextField
          label="Contact No."
          description="+65"
          isRequired
          inputMode="tel"
          value={form.sellSolTel}
          onChange={change('sellSolTel')}
          errorMessage={fields?.sellSolTel}
        />
        <Select
          label="Purpose of Requisition"
          items={PURPOSES}
          selectedKey={form.purposeReq}
          onSelectionChange={(key) => {
            const purpose = PURPOSE_OPTIONS.find((option) => option.code === key);
            if (purpose) actor.send({ type: 'form.change', field: 'purposeReq', value: purpose.code });
          }}
        />
        <TextField label="Applicant Address" value={form.applicantAddress} onChange={change('applicantAddress')} />
      </fieldset>
      <fieldset className="parcel-form__group">
        <legend>Property</legend>
        <TextField
          label="Property Account No."
          inputMode="numeric"
          value={form.propAcNo}
          onChange={change('propAcNo')}
          errorMessage={fields?.propAcNo}
        />
        <TextField label="Parcel No." isRequired value={form.parcelNo} onChange={change('parcelNo')} errorMessage={fields?.parcelNo} />
      </fieldset>
      <LandLotRows
        lots={form.lots}
        problems={problems?.lots}
        onChange={(lotChange) => actor.send({ type: 'lot.change', ...lotChange })}
        onAdd={() => actor.send({ type: 'lot.add' })}
        onRemove={(index) => actor.send({ type: 'lot.remove', index })}
      />
      {problems?.lotRows && <p className="parcel-form__problem">{problems.lotRows}</p>}
      <div className="parcel-form__actions">
        <Button variant="secondary" onPress={() => actor.send({ type: 'application.cancel' })}>
          Cancel
        </Button>
        <Button onPress={() => actor.send({ type: 'application.next' })}>Next</Button>
      </div>
    </div>
  );
}
