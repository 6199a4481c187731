// The dialog that <Modal> (modal.tsx) shows, loaded apart from it: Floating UI and tabbable
// are most of a route's dialog code and are needed once a dialog opens, not to show the route.
// It renders into document.body over a backdrop. Floating UI's focus manager (the one the
// player's settings popup uses) keeps Tab inside by the browser's own idea of what is tabbable
// (a summary, an audio player's controls, contenteditable; never a hidden field), makes the rest of
// the page inert (neither pointer, Tab nor a screen reader reaches it) and gives focus back to
// whatever opened the dialog; its overlay locks the page's scrolling. The dialog closes on Escape,
// the × button (named 'Close dialog', told apart from a form's own Close button) or a press on
// the backdrop. Modals may be stacked (a language dialog over the add-word dialog): Escape closes
// the innermost one only, and each one undoes only what it did.
import { FloatingFocusManager, FloatingOverlay, useFloating } from '@floating-ui/react';
import { getTabbableOptions } from '@floating-ui/react/utils';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { tabbable } from 'tabbable';

export interface ModalFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

function CloseIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export default function ModalFrame({ title, onClose, children }: ModalFrameProps) {
  const titleId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  // Whatever had focus when the dialog opened gets it back when it closes.
  const openerRef = useRef(document.activeElement instanceof HTMLElement ? document.activeElement : null);
  const { refs, context } = useFloating({ open: true, onOpenChange: (open) => open || onClose() });

  // The first field of the content, rather than the × button, is where the learner starts. Done
  // here, at once, rather than by the focus manager's next animation frame: a key pressed right
  // after the dialog opened must land in it.
  useEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const dialog = content.parentElement;
    (tabbable(content, getTabbableOptions())[0] ?? dialog)?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    // Only the innermost modal closes.
    event.stopPropagation();
    onClose();
  };

  return (
    <FloatingOverlay
      className="modal-backdrop"
      lockScroll
      // A press that starts on the backdrop closes; a text selection dragged out of the dialog does not.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <FloatingFocusManager
        context={context}
        modal
        outsideElementsInert
        initialFocus={-1}
        returnFocus={openerRef}
      >
        <div
          ref={refs.setFloating}
          className="modal"
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <header className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            <button
              type="button"
              className="modal__close"
              aria-label="Close dialog"
              title="Close dialog"
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          </header>
          <div ref={contentRef} className="modal__content">
            {children}
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}
