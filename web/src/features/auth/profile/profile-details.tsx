// The profile's second card: usage against the quotas, the export and import, what the device
// keeps for offline study, the active sessions and account deletion.
// Loaded on its own (profile-screen.tsx), so the connection screen that visitors open does not
// carry it.
import { ExportSection } from '../../export/export-section';
import { ImportSection } from '../../import/import-section';
import { DeleteAccount } from './delete-account';
import { OfflineStorage } from './offline-storage';
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
      <ImportSection />
      <OfflineStorage />
      <SessionsList refreshKey={sessionsChanged} />
      <DeleteAccount />
    </div>
  );
}
