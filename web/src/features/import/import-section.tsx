// The profile's import, beside the export: a button that opens the import dialog. Shown to the
// roles that may add words (canUseWords), as the server decides too.
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { canUseWords } from '../../../../shared/accounts/roles';
import { IMPORT_NOTE, IMPORT_OPEN, IMPORT_TITLE } from '../../../../shared/import/texts';
import { userAtom } from '../../lib/session';
import { ImportDialog } from './import-dialog';

export function ImportSection() {
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  if (!user || !canUseWords(user.role)) return null;
  return (
    <section className="profile-section" aria-labelledby="import-title">
      <h2 id="import-title" className="profile-section__title">
        {IMPORT_TITLE}
      </h2>
      <p className="profile-section__note">{IMPORT_NOTE}</p>
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
        {IMPORT_OPEN}
      </button>
      <ImportDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}
