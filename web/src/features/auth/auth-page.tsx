// Placeholder of the connection and profile screen (SPEC §2 "/auth"); the auth feature replaces it.
import { useAtomValue } from 'jotai';
import { tokenAtom } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

export function AuthPage() {
  const token = useAtomValue(tokenAtom);
  const heading = token ? 'Profile' : 'Connection';
  useDocumentTitle(heading);
  return (
    <section className="placeholder-page" aria-labelledby="auth-title">
      <h1 id="auth-title">{heading}</h1>
    </section>
  );
}
