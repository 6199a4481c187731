// The profile's second card: usage against the quotas, the export, the active sessions and account
// deletion.
// Loaded on its own (profile-screen.tsx), so the connection screen that visitors open does not
// carry it.
import { ExportSection } from '../../export/export-section';
import { DeleteAccount } from './delete-account';
import { SessionsList } from './sessions-list';
import { UsageSummary } from './usage-summary';
import './profile-details.css';

interface ProfileDetailsProps {
  /** Changes when the sessions changed elsewhere (a new password ends the others). */
  sessionsChanged: number;
}

export default function ProfileDetails({ sessionsChanged }: ProfileDetailsProps) {
  return (
    <div className="auth-card profile-details">
      <UsageSummary />
      <ExportSection />
      <SessionsList refreshKey={sessionsChanged} />
      <DeleteAccount />
    </div>
  );
}
