// The media player's control bar (SPEC §2 "Media player"): previous, play/stop, next, the counter,
// the translation toggle, edit, the gestures-and-keys help and the settings popup.
import { IconButton } from '../study/icon-button';
import { MOVE_HELP, StudyControls, StudyCounter } from '../study/study-controls';
import { EyeIcon, EyeOffIcon, MoonIcon, PlayIcon, StopIcon } from '../study/study-icons';
import { SettingsPopup } from './settings-popup';
import type { PlayerSettingsControl } from './use-player-settings';

export const PLAYER_HELP = [
  { input: 'Double tap · Space', effect: 'Play or stop' },
  { input: 'Tap · Enter', effect: 'Show or hide the translations' },
  ...MOVE_HELP,
] as const;

interface PlayerControlsProps {
  playing: boolean;
  position: number;
  total: number;
  translationsShown: boolean;
  settings: PlayerSettingsControl;
  onPrevious(): void;
  onTogglePlay(): void;
  onNext(): void;
  onToggleTranslations(): void;
  onEdit(): void;
}

export function PlayerControls(props: PlayerControlsProps) {
  const { playing, position, total, translationsShown, settings } = props;
  const sleep = settings.settings.sleep;
  return (
    <StudyControls
      label="Player controls"
      help={PLAYER_HELP}
      onPrevious={props.onPrevious}
      onNext={props.onNext}
      onEdit={props.onEdit}
      primary={
        <IconButton label={playing ? 'Stop' : 'Play'} onClick={props.onTogglePlay} variant="primary">
          {playing ? <StopIcon /> : <PlayIcon />}
        </IconButton>
      }
      between={<StudyCounter position={position} total={total} />}
      tools={
        <>
          {sleep > 0 && (
            <span className="study-note" title="Sleep timer">
              <MoonIcon size={16} />
              {sleep} min
            </span>
          )}
          <IconButton
            label="Hide translations"
            onClick={props.onToggleTranslations}
            pressed={!translationsShown}
          >
            {translationsShown ? <EyeIcon /> : <EyeOffIcon />}
          </IconButton>
        </>
      }
      after={<SettingsPopup control={settings} />}
    />
  );
}
