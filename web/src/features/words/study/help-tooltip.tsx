// The "?" beside the controls: a tooltip listing the gestures and keys of the mode, shown on
// hover or keyboard focus (and on tap, which focuses the button).
import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useState } from 'react';
import { HelpIcon } from './study-icons';

export interface HelpLine {
  /** What to do: a gesture or a key. */
  input: string;
  /** What it does. */
  effect: string;
}

/** SPEC §9: tooltips sit 10 px from their button. */
const TOOLTIP_OFFSET = 10;

export function HelpTooltip({ title, lines }: { title: string; lines: readonly HelpLine[] }) {
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom',
    whileElementsMounted: autoUpdate,
    middleware: [offset(TOOLTIP_OFFSET), flip(), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className="study-icon-button study-icon-button--plain"
        aria-label="Gestures and keys"
        {...getReferenceProps()}
      >
        <HelpIcon />
      </button>
      {open && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            className="study-popover study-help"
            style={floatingStyles}
            {...getFloatingProps()}
          >
            <p className="study-popover__title">{title}</p>
            <dl className="study-help__list">
              {lines.map((line) => (
                <div key={line.input} className="study-help__row">
                  <dt>{line.input}</dt>
                  <dd>{line.effect}</dd>
                </div>
              ))}
            </dl>
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
