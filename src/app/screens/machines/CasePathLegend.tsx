import { machinesPageMessages as words } from '../../../domain/messages/machines-page';

const ITEMS = [
  { swatch: 'current', text: words.diagramLegendCurrent },
  { swatch: 'visited', text: words.diagramLegendVisited },
  { swatch: 'edge', text: words.diagramLegendEdge },
  { swatch: 'other', text: words.diagramLegendOther },
] as const;

/** What the marks on a highlighted diagram mean; the swatches repeat the diagram's own styles (machines.css). */
export function CasePathLegend() {
  return (
    <ul className="machine-legend" aria-label={words.diagramLegendLabel}>
      {ITEMS.map((item) => (
        <li key={item.swatch} className="machine-legend__item">
          <span className={`machine-legend__swatch machine-legend__swatch--${item.swatch}`} aria-hidden="true" />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
