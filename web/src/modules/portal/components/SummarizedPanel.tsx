import type { ComponentProps } from 'react';
import { PanelState } from './PanelState';
import { StatCards } from './StatCards';

type Props = ComponentProps<typeof PanelState> & { summary: ComponentProps<typeof StatCards> };

/**
 * A dashboard tab (001 "Customer dashboard"): its summary cards once its data is in, then its list,
 * or loading, a failure with Retry, or the empty text in its place.
 */
export function SummarizedPanel({ summary, ...state }: Props) {
  return (
    <>
      {!state.loading && !state.failed && <StatCards {...summary} />}
      <PanelState {...state} />
    </>
  );
}
