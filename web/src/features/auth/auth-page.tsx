// /auth (SPEC §2): the connection screen for a visitor, the profile screen for a signed-in learner.
import { useAtomValue } from 'jotai';
import { tokenAtom } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConnectionScreen } from './connection/connection-screen';
import { ProfileScreen } from './profile/profile-screen';
import './auth.css';

export function AuthPage() {
  const token = useAtomValue(tokenAtom);
  useDocumentTitle(token ? 'Profile' : 'Connection');
  return token ? <ProfileScreen /> : <ConnectionScreen />;
}
