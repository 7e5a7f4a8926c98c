import { Link } from '@tanstack/react-router';
import { FirmLogo } from './FirmLogo';

/** Product mark, the signed-in firm's logo (once uploaded) and its name. */
export function FirmHeader({ accountName }: { accountName: string }) {
  return (
    <div className="firm-header">
      <Link to="/property-listing/{-$userId}/{-$uniqueCode}" params={{}} className="brand" aria-label="Conveyancing Workbench, property listing">
        <span className="brand-mark" aria-hidden="true">
          CW
        </span>
        <span className="brand-name">Conveyancing Workbench</span>
      </Link>
      <FirmLogo accountName={accountName} />
      <span className="firm-name">{accountName}</span>
    </div>
  );
}
