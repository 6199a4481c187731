// An accessible modal dialog: <Modal title open onClose>…</Modal>. What it does is said in
// modal-frame.tsx, which is loaded on its own: Floating UI's focus manager and overlay (about
// 19 KB gzip) would otherwise be part of every route with a dialog. The frame's code is asked for
// as soon as this module runs, so it is there well before a learner opens a dialog, and the dialog
// then renders at once, as before; opened sooner, it appears when the code arrives.
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import './modal.css';

type Frame = typeof import('./modal-frame').default;

const loadFrame = () => import('./modal-frame');
let loadedFrame: Frame | undefined;
const frameAskedFor = loadFrame().then((module) => {
  loadedFrame = module.default;
  return module;
});
// Not a rejection nobody handles: a failed first attempt is made again when a dialog opens.
frameAskedFor.catch(() => undefined);

/** Settles once the frame's code is here: tests that render a dialog at once wait for it. */
export const modalFrameLoaded: Promise<unknown> = frameAskedFor.catch(() => undefined);

/** The frame, once its code is here; a second failure to load it goes to the screen's error boundary. */
function useFrame(): Frame | undefined {
  const [frame, setFrame] = useState<{ frame?: Frame; error?: unknown }>(() => ({ frame: loadedFrame }));
  useEffect(() => {
    if (frame.frame) return;
    let current = true;
    frameAskedFor.catch(loadFrame).then(
      (module) => current && setFrame({ frame: module.default }),
      (error: unknown) => current && setFrame({ error }),
    );
    return () => {
      current = false;
    };
  }, [frame.frame]);
  if (frame.error) throw frame.error;
  return frame.frame;
}

interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export function Modal({ open, ...props }: ModalProps) {
  return open ? <OpenModal {...props} /> : null;
}

function OpenModal({ title, onClose, children }: Omit<ModalProps, 'open'>) {
  const ModalFrame = useFrame();
  if (!ModalFrame) return null;
  return createPortal(
    <ModalFrame title={title} onClose={onClose}>
      {children}
    </ModalFrame>,
    document.body,
  );
}
