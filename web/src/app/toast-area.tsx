// One notice area for the whole app (SPEC §8): top centre, gone after 2 s, closable by a click.
// 'colored' paints errors red and successes green; the exact shades come from styles/toasts.css.
import { Slide, ToastContainer } from 'react-toastify';
import { TOAST_MS } from '../../../shared/app';

export default function ToastArea() {
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_MS}
      closeOnClick
      pauseOnFocusLoss={false}
      theme="colored"
      transition={Slide}
      limit={3}
    />
  );
}
