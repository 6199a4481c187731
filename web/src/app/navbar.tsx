// The navigation bar of SPEC §2. Labels sit in a span that styles/navbar.css hides visually under
// 577 px; they stay in the accessibility tree, so each icon link keeps its name.
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { navbarName } from '../../../shared/accounts/navbar-name';
import { isDisplayMode } from '../../../shared/app';
import { BookIcon, CardIcon, HomeIcon, UserIcon } from '../components/icons';
import { PaymentLink } from '../features/payment/payment-link';
import { Link, NavLink, useRoute } from '../lib/routing';
import { pendingUserAtom, tokenAtom, userAtom } from '../lib/session';

function NavLabel({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon}
      <span className="nav-label">{children}</span>
    </>
  );
}

/**
 * My Words points at the list but stays highlighted in every display mode; an unknown mode is the
 * not-found page, not the words screen.
 */
function MyWordsLink() {
  const [, params] = useRoute('/words/:displayMode');
  const inWords = isDisplayMode(params?.displayMode);
  return (
    <Link
      to="/words/list"
      className={inWords ? 'nav-link active' : 'nav-link'}
      aria-current={inWords ? 'page' : undefined}
    >
      <NavLabel icon={<BookIcon />}>My Words</NavLabel>
    </Link>
  );
}

function UserLink() {
  const token = useAtomValue(tokenAtom);
  const user = useAtomValue(userAtom);
  const setPendingUser = useSetAtom(pendingUserAtom);
  // Without a session, opening the connection screen starts afresh from the default tab.
  const forgetPendingUser = () => {
    if (!token) setPendingUser(null);
  };
  return (
    <NavLink to="/auth" className="nav-link nav-link--user" onClick={forgetPendingUser}>
      <NavLabel icon={<UserIcon />}>{navbarName(user?.name)}</NavLabel>
    </NavLink>
  );
}

export function Navbar() {
  const token = useAtomValue(tokenAtom);
  return (
    // With every link shown the bar is full: narrow screens then keep only the brand's logo.
    <nav className={token ? 'navbar navbar--full' : 'navbar'} aria-label="Main">
      <Link to="/home" className="brand" aria-label="Wordhoard home">
        <img src="/favicon.svg" alt="" width="28" height="28" />
        <span className="brand__name">Wordhoard</span>
      </Link>
      <ul className="nav-list">
        <li>
          <NavLink to="/home" className="nav-link">
            <NavLabel icon={<HomeIcon />}>Home</NavLabel>
          </NavLink>
        </li>
        {token && (
          <>
            <li>
              <MyWordsLink />
            </li>
            <li>
              <PaymentLink className="nav-link">
                <NavLabel icon={<CardIcon />}>Payment</NavLabel>
              </PaymentLink>
            </li>
          </>
        )}
        <li className="nav-list__user">
          <UserLink />
        </li>
      </ul>
    </nav>
  );
}
