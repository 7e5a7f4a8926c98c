import { useState } from 'react';
import type { NonSoaCriteria, SoaCriteria, SoaRequestCriteria } from '../../../../../machines/soa-request.types';
import { NON_SOA_PROPERTY_TYPES } from '../../../../domain/other-services/service-types';
import { Button, DatePicker, Form, Radio, RadioGroup, TextField } from '../../../ui';

interface CriteriaFormProps<C extends SoaRequestCriteria> {
  initial: C;
  isBusy: boolean;
  onSearch: (criteria: C) => void;
}

/** Seed 002 §2.5: From / To (requisition sent dates) and a reference no. that is never sent. */
export function SoaSearchForm({ initial, isBusy, onSearch }: CriteriaFormProps<SoaCriteria>) {
  const [criteria, setCriteria] = useState(initial);
  return (
    <Form
      className="soa-search"
      aria-label="Statement of account search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(criteria);
      }}
    >
      <DatePicker label="From" value={criteria.fromDate} onChange={(fromDate) => setCriteria({ ...criteria, fromDate })} />
      <DatePicker label="To" value={criteria.toDate} onChange={(toDate) => setCriteria({ ...criteria, toDate })} />
      <TextField label="Reference No." value={criteria.referenceNo} onChange={(referenceNo) => setCriteria({ ...criteria, referenceNo })} />
      <Button type="submit" isPending={isBusy}>
        Search
      </Button>
    </Form>
  );
}

/** Seed 002 §2.4: property type (B BUILDING, L LAND), Blk/Hse No. and Street Name (sent upper-cased). */
export function NonSoaSearchForm({ initial, isBusy, onSearch }: CriteriaFormProps<NonSoaCriteria>) {
  const [criteria, setCriteria] = useState(initial);
  return (
    <Form
      className="soa-search"
      aria-label="Non-requisition statement of account search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(criteria);
      }}
    >
      <RadioGroup
        label="Property Type"
        orientation="horizontal"
        value={criteria.propType}
        onChange={(value) => {
          const type = NON_SOA_PROPERTY_TYPES.find((option) => option.code === value);
          if (type) setCriteria({ ...criteria, propType: type.code });
        }}
      >
        {NON_SOA_PROPERTY_TYPES.map((option) => (
          <Radio key={option.code} value={option.code}>
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
      <TextField label="Blk/Hse No." value={criteria.blk} onChange={(blk) => setCriteria({ ...criteria, blk })} />
      <TextField label="Street Name" value={criteria.street} onChange={(street) => setCriteria({ ...criteria, street })} />
      <Button type="submit" isPending={isBusy}>
        Search
      </Button>
    </Form>
  );
}
