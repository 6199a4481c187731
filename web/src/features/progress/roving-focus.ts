// One tab stop per chart: the active bar or cell is in the tab order, the arrow keys move to the
// others (WAI-ARIA's roving tabindex), and the pointer makes what it hovers the active one, so
// the readout under the chart always names one figure.
import { type KeyboardEvent, useRef, useState } from 'react';

/** How a key moves the active index; null for keys the chart leaves alone. */
export type KeyMove = (key: string, index: number, count: number) => number | null;

/** Left and right a step, Home and End to the ends: the bar charts' moves. */
export const lineMoves: KeyMove = (key, index, count) => {
  if (key === 'ArrowLeft') return index - 1;
  if (key === 'ArrowRight') return index + 1;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
};

export function useRovingFocus(count: number, initial: number, moves: KeyMove) {
  const [active, setActive] = useState(initial);
  const elements = useRef<(SVGElement | null)[]>([]);
  const current = Math.min(Math.max(active, 0), count - 1);
  const onKeyDown = (event: KeyboardEvent) => {
    const next = moves(event.key, current, count);
    if (next === null) return;
    event.preventDefault();
    const clamped = Math.min(Math.max(next, 0), count - 1);
    setActive(clamped);
    elements.current[clamped]?.focus();
  };
  /** The props of the item at `index`. */
  const itemProps = (index: number) => ({
    ref: (element: SVGElement | null) => {
      elements.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onFocus: () => setActive(index),
    onKeyDown,
    onMouseEnter: () => setActive(index),
  });
  return { active: current, itemProps };
}
