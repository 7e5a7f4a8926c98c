import { Label, ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import { withBase } from './class-names';
import './progress-bar.css';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children'> {
  label: string;
  /** The percentage next to the label; screen readers hear it either way through aria-valuetext. */
  showValueLabel?: boolean;
}

/** RAC's ProgressBar (role progressbar with value and label) with a track and fill drawn from its percentage. */
export function ProgressBar({ label, showValueLabel = true, className, ...rest }: ProgressBarProps) {
  return (
    <RACProgressBar {...rest} className={withBase('ui-progress', className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <div className="ui-progress__header">
            <Label className="ui-progress__label">{label}</Label>
            {showValueLabel && !isIndeterminate && <span className="ui-progress__value">{valueText}</span>}
          </div>
          <div className="ui-progress__track">
            <div
              className="ui-progress__fill"
              data-indeterminate={isIndeterminate || undefined}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
