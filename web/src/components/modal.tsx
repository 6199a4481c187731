// An accessible modal dialog: <Modal title open onClose>…</Modal>.
// It renders into document.body, makes the rest of the page inert (so neither pointer, Tab nor a
// screen reader reaches it), keeps Tab cycling inside, closes on Escape, the × button (named
// 'Close dialog', told apart from a form's own Close button) or a click on the backdrop, and gives
// focus back to whatever opened it. Modals may be stacked (a language dialog over the add-word
// dialog): each one only restores what it changed itself.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusableIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => !element.closest('[inert]'));

/** Makes every other child of <body> inert while the modal is open; answers how to undo it. */
function isolate(host: HTMLElement): () => void {
  const changed = Array.from(document.body.children).filter(
    (element): element is HTMLElement =>
      element !== host && element instanceof HTMLElement && !element.hasAttribute('inert'),
  );
  for (const element of changed) element.setAttribute('inert', '');
  const overflow = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    for (const element of changed) element.removeAttribute('inert');
    document.body.style.overflow = overflow;
  };
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

export function Modal({ title, open, onClose, children }: ModalProps) {
  if (!open) return null;
  return createPortal(
    <ModalFrame title={title} onClose={onClose}>
      {children}
    </ModalFrame>,
    document.body,
  );
}

function ModalFrame({ title, onClose, children }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const content = contentRef.current;
    const host = dialog?.closest<HTMLElement>('.modal-backdrop');
    if (!dialog || !content || !host) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = isolate(host);
    // The first field of the content, rather than the close button, is where the learner starts.
    (focusableIn(content)[0] ?? dialog).focus();
    return () => {
      restore();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Only the innermost modal closes.
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusable = focusableIn(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a mouse shortcut; keys close with Escape or the Close button
    <div
      className="modal-backdrop"
      // A press that starts on the backdrop closes; a text selection dragged out of the dialog does not.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
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
    </div>
  );
}
