// The web app's router, wouter (docs/decisions/0058-landing-page-router.md): about 2 KB gzip where
// React Router was 12 KB of the landing page's download. The screens import routing from here
// only, so the two things wouter does not have in React Router's shape (NavLink's `active` class
// and aria-current, and a Navigate element that replaces the entry) are written once.
import type { ComponentProps } from 'react';
import { Link, Redirect, useLocation } from 'wouter';

export {
  Link,
  Route,
  Router,
  Switch,
  useLocation,
  useParams,
  useRoute,
  useSearch,
  useSearchParams,
} from 'wouter';

/** Goes to an address of the app, as a new history entry or in place of the current one. */
export type NavigateFunction = (to: string, options?: { replace?: boolean }) => void;

export const useNavigate = (): NavigateFunction => useLocation()[1];

/** Moves on at once, replacing the current history entry (a guard's redirect, never a step back). */
export const Navigate = ({ to }: { to: string }) => <Redirect to={to} replace />;

/** Whether `to` is the current page or one of its sub-pages, as React Router's NavLink matched. */
const isActive = (pathname: string, to: string) =>
  pathname.toLowerCase() === to.toLowerCase() || pathname.toLowerCase().startsWith(`${to.toLowerCase()}/`);

type NavLinkProps = ComponentProps<typeof Link> & { to: string; className: string };

/** A link that adds the class `active` and aria-current="page" while its page is shown. */
export function NavLink({ to, className, ...rest }: NavLinkProps) {
  const [pathname] = useLocation();
  const active = isActive(pathname, to);
  return (
    <Link
      {...rest}
      to={to}
      className={active ? `${className} active` : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
