import { Link } from '@tanstack/react-router';

/** Product mark and the signed-in firm's name (the firm's logo joins it with the logo-upload issue). */
export function FirmHeader({ accountName }: { accountName: string }) {
  return (
    <div className="firm-header">
      <Link to="/property-listing/{-$userId}/{-$uniqueCode}" params={{}} className="brand" aria-label="Conveyancing Workbench, property listing">
        <span className="brand-mark" aria-hidden="true">CW</span>
        <span className="brand-name">Conveyancing Workbench</span>
      </Link>
      <span className="firm-name">{accountName}</span>
    </div>
  );
}
