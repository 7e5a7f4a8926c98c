import { useState } from 'react';
import { DOCUMENT_NRIC_MASK_KEEP, maskAllButLast } from '../../../../domain/masking';
import { Button, EyeIcon, EyeOffIcon } from '../../../ui';

export interface MaskedIdentifierProps {
  value: string;
  /** 'NRIC' or 'UEN': what the eye button says it shows. */
  kind: string;
  /** Whose number it is, for the eye button's name. */
  owner: string;
}

/** An NRIC / UEN masked as on the documents (seed 001 §9), with an eye button that shows it in full. */
export function MaskedIdentifier({ value, kind, owner }: MaskedIdentifierProps) {
  const [shown, setShown] = useState(false);
  return (
    <span className="dd-masked">
      <span className="dd-masked__value">{shown ? value : maskAllButLast(value, DOCUMENT_NRIC_MASK_KEEP)}</span>
      <Button
        variant="icon"
        aria-label={`${shown ? 'Hide' : 'Show'} ${kind} of ${owner}`}
        aria-pressed={shown}
        onPress={() => setShown((value) => !value)}
      >
        {shown ? <EyeOffIcon /> : <EyeIcon />}
      </Button>
    </span>
  );
}
