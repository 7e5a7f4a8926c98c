import type { CarouselSlide } from './carousel-slides';

/** Decorative drawings for the slides, in SVG so nothing loads from outside. */
export function SlideArt({ art }: { art: CarouselSlide['art'] }) {
  return (
    <svg className="landing-slide__art" viewBox="0 0 200 140" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="200" height="140" rx="14" fill="rgb(255 255 255 / 8%)" />
      {art === 'valuation' && (
        <g fill="none" stroke="#99e2d8" strokeWidth="4" strokeLinejoin="round">
          <path d="M30 118V62l40-26 40 26v56z" />
          <path d="M58 118V88h24v30" />
          <path d="M120 118V40h50v78z" />
          <path d="M132 54h10M152 54h10M132 72h10M152 72h10M132 90h10M152 90h10" />
          <path d="M20 118h160" />
        </g>
      )}
      {art === 'promotion' && (
        <g fill="none" stroke="#99e2d8" strokeWidth="4" strokeLinecap="round">
          <rect x="48" y="26" width="104" height="92" rx="8" />
          <path d="M66 52l8 8 14-16M66 78l8 8 14-16M100 54h34M100 80h34M66 104h68" />
          <circle cx="160" cy="30" r="20" fill="#0f766e" stroke="#ffffff" />
          <text x="160" y="36" textAnchor="middle" fontSize="16" fontWeight="700" fill="#ffffff" stroke="none">
            +3
          </text>
        </g>
      )}
      {art === 'guides' && (
        <g fill="none" stroke="#99e2d8" strokeWidth="4" strokeLinejoin="round">
          <path d="M100 40c-18-10-40-12-62-8v82c22-4 44-2 62 8 18-10 40-12 62-8V32c-22-4-44-2-62 8z" />
          <path d="M100 40v82M52 52h32M52 68h32M116 52h32M116 68h32M52 84h24" />
        </g>
      )}
      {art === 'insights' && (
        <g fill="none" stroke="#99e2d8" strokeWidth="4" strokeLinecap="round">
          <path d="M28 112h144" />
          <path d="M44 112V84M72 112V64M100 112V74M128 112V48M156 112V36" strokeWidth="12" />
          <path d="M40 62l32-22 28 10 48-28" />
        </g>
      )}
    </svg>
  );
}
