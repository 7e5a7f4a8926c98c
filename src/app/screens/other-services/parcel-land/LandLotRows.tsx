import type { ParcelLandLot } from '../../../../domain/other-services/parcel-land-form';
import type { ParcelLandLotField } from '../../../../domain/other-services/parcel-land-rules';
import { Button, Select, TextField } from '../../../ui';

const FORMATS = [
  { id: 'N', name: 'NEW' },
  { id: 'O', name: 'OLD' },
];
const MKTS = [
  { id: 'MK', name: 'MK' },
  { id: 'TS', name: 'TS' },
];

export type LotChange = { [K in keyof ParcelLandLot]: { index: number; field: K; value: ParcelLandLot[K] } }[keyof ParcelLandLot];

export interface LandLotRowsProps {
  lots: readonly ParcelLandLot[];
  problems: ReadonlyArray<Partial<Record<ParcelLandLotField, string>>> | undefined;
  onChange: (change: LotChange) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** The land lot rows (seed 002 §3 lotDetail, §9 defaults NEW and MK): format, MK/TS, its number and the lot no. */
export function LandLotRows({ lots, problems, onChange, onAdd, onRemove }: LandLotRowsProps) {
  return (
    <fieldset className="parcel-lots">
      <legend>Land Lots</legend>
      {lots.map((lot, index) => {
        const row = index + 1;
        const rowProblems = problems?.[index];
        return (
          <div key={index} className="parcel-lots__row" role="group" aria-label={`Land lot ${row}`}>
            <Select
              label="Lot Format"
              items={FORMATS}
              selectedKey={lot.landLotFormat}
              onSelectionChange={(key) => key && onChange({ index, field: 'landLotFormat', value: key === 'O' ? 'O' : 'N' })}
            />
            <Select
              label="MK/TS"
              items={MKTS}
              selectedKey={lot.landLotMkTsId}
              onSelectionChange={(key) => key && onChange({ index, field: 'landLotMkTsId', value: key === 'TS' ? 'TS' : 'MK' })}
            />
            <TextField
              label="MK/TS No."
              isRequired
              inputMode="numeric"
              value={lot.landLotMkTsNo}
              onChange={(value) => onChange({ index, field: 'landLotMkTsNo', value })}
              errorMessage={rowProblems?.landLotMkTsNo}
            />
            <TextField
              label="Lot No."
              value={lot.landLotNo}
              onChange={(value) => onChange({ index, field: 'landLotNo', value })}
              errorMessage={rowProblems?.landLotNo}
            />
            <Button variant="link" aria-label={`Remove land lot ${row}`} isDisabled={lots.length === 1} onPress={() => onRemove(index)}>
              Remove
            </Button>
          </div>
        );
      })}
      <Button variant="secondary" onPress={onAdd}>
        Add Lot
      </Button>
    </fieldset>
  );
}
