// The popup's parts that its first screen does not need, loaded as their own chunks so the popup
// opens on less code: the sign-in form (with the e-mail checks and punycode) for a learner who is
// not signed in, and the Test tab (both tests, their cards and the word's audio), asked for as
// soon as the signed-in screen is shown so that it is there when the tab is chosen. The chunks
// are files of the extension itself: nothing is fetched from the network.
import { lazy, Suspense } from 'react';
import { QUICK_REVIEW_TEXTS } from '../../../shared/review/quick-review-texts';

const loadSignInForm = () => import('./SignInForm');
export const loadTestTab = () => import('./TestTab');

const LazySignInForm = lazy(() => loadSignInForm().then((module) => ({ default: module.SignInForm })));
const LazyTestTab = lazy(() => loadTestTab().then((module) => ({ default: module.TestTab })));

type Props<T extends (props: never) => unknown> = Parameters<T>[0];

export function SignInForm(props: Props<typeof import('./SignInForm').SignInForm>) {
  return (
    <Suspense fallback={null}>
      <LazySignInForm {...props} />
    </Suspense>
  );
}

export function TestTab(props: Props<typeof import('./TestTab').TestTab>) {
  return (
    <Suspense fallback={<p className="card muted">{QUICK_REVIEW_TEXTS.loading}</p>}>
      <LazyTestTab {...props} />
    </Suspense>
  );
}
