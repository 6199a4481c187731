// Total Words (SPEC §2 "Sort-and-select panel"): how many words the settings show. Clicking the
// count reloads the saved settings; a 'Refresh' tooltip says so (bottom, 10 px away, 50 ms
// debounce, SPEC §9).
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
import { useId, useState } from 'react';
import { REFRESH_COUNT_TIP } from '../../../../../shared/words/filter';

const TOOLTIP_OFFSET_PX = 10;
const TOOLTIP_DEBOUNCE_MS = 50;

export function TotalWords({ count, onRefresh }: { count: number; onRefresh: () => void }) {
  const labelId = useId();
  const countId = useId();
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom',
    middleware: [offset(TOOLTIP_OFFSET_PX), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, { delay: TOOLTIP_DEBOUNCE_MS, move: false });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);

  return (
    <div className="panel-field">
      <span className="panel-field__label" id={labelId}>
        Total Words
      </span>
      <button
        ref={refs.setReference}
        id={countId}
        type="button"
        className="total-words"
        aria-labelledby={`${labelId} ${countId}`}
        {...getReferenceProps({ onClick: onRefresh })}
      >
        {count}
      </button>
      {open && (
        <FloatingPortal>
          <div ref={refs.setFloating} className="tooltip" style={floatingStyles} {...getFloatingProps()}>
            {REFRESH_COUNT_TIP}
          </div>
        </FloatingPortal>
      )}
    </div>
  );
}
