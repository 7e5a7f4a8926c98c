import { useId } from 'react';
import { OFFICE } from '../../../domain/contact-details';

/**
 * A schematic street map drawn in SVG. An embedded map service would load from the internet, which this
 * product must not need; the address and directions beside it carry the information.
 */
export function OfficeMap() {
  const titleId = useId();
  return (
    <svg className="landing-map" viewBox="0 0 480 300" role="img" aria-labelledby={titleId}>
      <title id={titleId}>
        {`Map: our office at ${OFFICE.addressLines.join(', ')}, near Tanjong Pagar MRT station`}
      </title>
      <rect width="480" height="300" fill="#eef2f6" />
      {/* Blocks */}
      <g fill="#dde4ec">
        <rect x="20" y="20" width="120" height="80" rx="4" />
        <rect x="170" y="20" width="130" height="80" rx="4" />
        <rect x="330" y="20" width="130" height="80" rx="4" />
        <rect x="20" y="130" width="120" height="150" rx="4" />
        <rect x="170" y="130" width="130" height="60" rx="4" />
        <rect x="330" y="130" width="130" height="150" rx="4" />
        <rect x="170" y="220" width="130" height="60" rx="4" />
      </g>
      <rect x="350" y="150" width="90" height="110" rx="6" fill="#cfe9e4" />
      <text x="395" y="210" textAnchor="middle" fontSize="12" fill="#115e59">Park</text>
      {/* Roads */}
      <g stroke="#ffffff" strokeWidth="18" strokeLinecap="round">
        <path d="M0 115H480" />
        <path d="M155 0V300" />
        <path d="M315 0V300" />
        <path d="M155 205H315" strokeWidth="12" />
      </g>
      <g fontSize="12" fill="#374151" fontWeight="600">
        <text x="10" y="111">Robinson Road</text>
        <text x="150" y="292" transform="rotate(-90 150 292)">Anson Road</text>
        <text x="310" y="292" transform="rotate(-90 310 292)">Cecil Street</text>
      </g>
      {/* MRT */}
      <g transform="translate(236 250)">
        <rect x="-30" y="-11" width="60" height="22" rx="11" fill="#047857" />
        <text y="4" textAnchor="middle" fontSize="11" fontWeight="700" fill="#ffffff">EW15</text>
      </g>
      <text x="236" y="280" textAnchor="middle" fontSize="11" fill="#374151">Tanjong Pagar MRT</text>
      {/* Office pin */}
      <g transform="translate(235 82)">
        <path d="M0 22C-14 6-18-2-18-10a18 18 0 0 1 36 0c0 8-4 16-18 32z" fill="#14213d" />
        <circle cy="-10" r="7" fill="#ffffff" />
      </g>
      <rect x="180" y="28" width="112" height="22" rx="4" fill="#14213d" />
      <text x="236" y="43" textAnchor="middle" fontSize="11" fontWeight="700" fill="#ffffff">80 Robinson Road</text>
    </svg>
  );
}
