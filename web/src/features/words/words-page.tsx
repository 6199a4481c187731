// The words screen (SPEC §2 "Words screen", §4 "Session"): the tab bar of the three display
// modes and the settings toggle, the sort-and-select panel, and the chosen mode. The router has
// already checked the display mode and that a token exists.

import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { mustPay } from '../../../../shared/accounts/roles';
import { TOKEN_RENEWAL_AFTER_LOAD_MS } from '../../../../shared/accounts/rules';
import { type DisplayMode, LOADING_MESSAGE } from '../../../../shared/app';
import { boolean } from '../../../../shared/shape';
import { CardsIcon, ListIcon, PlayIcon } from '../../components/icons';
import { handleApiError } from '../../lib/api-client';
import { readJson, storageKeys, writeJson } from '../../lib/local-storage';
import { Navigate, NavLink } from '../../lib/routing';
import { appStore, preferencesAtom, tokenAtom, userAtom } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProgressLink } from '../progress/progress-link';
import { EditConflictDialog } from './dialogs/edit-conflict-dialog';
import { WordDialogs } from './dialogs/word-dialogs';
import { MediaPlayer, TestMode } from './lazy-modes';
import { SlidersIcon } from './list/icons';
import { ListMode } from './list/list-mode';
import { SettingsPanel } from './panel/settings-panel';
import { ensureWordsLoaded, renewTokenAndLoad, wordsLoadedAtom } from './state/words-store';
import { useWordLink } from './use-word-link';
import '../../styles/words.css';
import '../../styles/words-list.css';
import '../../styles/words-cells.css';
import '../../styles/words-cards.css';
import '../../styles/words-panel.css';

const TABS: { mode: DisplayMode; label: string; icon: ReactNode }[] = [
  { mode: 'list', label: 'List', icon: <ListIcon /> },
  { mode: 'media-player', label: 'Media Player', icon: <PlayIcon /> },
  { mode: 'test', label: 'Test', icon: <CardsIcon /> },
];

/** Loads the words on arrival; 10 s later, if none have loaded, renews the token and tries again. */
function useWordsLoading(): void {
  useEffect(() => {
    ensureWordsLoaded().catch(handleApiError);
    const timer = setTimeout(() => {
      if (appStore.get(wordsLoadedAtom) || !appStore.get(tokenAtom)) return;
      renewTokenAndLoad().catch(handleApiError);
    }, TOKEN_RENEWAL_AFTER_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
}

/** The Settings tab's state, kept under openSettings. */
function useOpenSettings(): [boolean, () => void] {
  const [open, setOpen] = useState(() => readJson(storageKeys.openSettings, false, boolean));
  const toggle = () => {
    writeJson(storageKeys.openSettings, !open);
    setOpen(!open);
  };
  return [open, toggle];
}

function ModeView({ displayMode }: { displayMode: DisplayMode }) {
  if (displayMode === 'list') return <ListMode />;
  return (
    <Suspense fallback={<p role="status">{LOADING_MESSAGE}</p>}>
      {displayMode === 'media-player' ? (
        <MediaPlayer />
      ) : (
        <>
          <TestMode />
          <ProgressLink className="study-progress-link" />
        </>
      )}
    </Suspense>
  );
}

export function WordsPage({ displayMode }: { displayMode: DisplayMode }) {
  const tab = TABS.find((t) => t.mode === displayMode);
  useDocumentTitle(`My Words · ${tab?.label ?? ''}`);
  const user = useAtomValue(userAtom);
  const preferences = useAtomValue(preferencesAtom);
  const wordsLoaded = useAtomValue(wordsLoadedAtom);
  const [settingsOpen, toggleSettings] = useOpenSettings();
  const panelId = useId();
  useWordsLoading();
  useWordLink(wordsLoaded && preferences !== null && user !== null && displayMode === 'list');

  if (user && mustPay(user.role)) return <Navigate to="/payment" />;
  const loaded = wordsLoaded && preferences !== null && user !== null;

  return (
    <div className="words-page">
      {/* One level-one heading per screen, for screen readers' outline; the tabs show it already. */}
      <h1 className="visually-hidden">{`My Words: ${tab?.label ?? ''}`}</h1>
      <nav className="words-tabs" aria-label="Study modes">
        {TABS.map(({ mode, label, icon }) => (
          <NavLink key={mode} to={`/words/${mode}`} className="words-tab" aria-label={label}>
            {icon}
            <span className="words-tab__label">{label}</span>
          </NavLink>
        ))}
        <button
          type="button"
          className={settingsOpen ? 'words-tab words-tab--settings active' : 'words-tab words-tab--settings'}
          aria-label="Settings"
          aria-expanded={settingsOpen}
          aria-controls={settingsOpen ? panelId : undefined}
          onClick={toggleSettings}
        >
          <SlidersIcon />
          <span className="words-tab__label">Settings</span>
        </button>
      </nav>
      {loaded ? (
        <div className={settingsOpen ? 'words-body words-body--with-panel' : 'words-body'}>
          {settingsOpen && (
            <aside id={panelId} className="words-panel" aria-label="Settings">
              <SettingsPanel />
            </aside>
          )}
          <div className="words-content">
            <ModeView displayMode={displayMode} />
          </div>
        </div>
      ) : (
        <p className="page-loading" role="status">
          {LOADING_MESSAGE}
        </p>
      )}
      <WordDialogs />
      <EditConflictDialog />
    </div>
  );
}
