// The test mode's control bar (SPEC §2 "Test mode"): previous, minus, the score, plus, next,
// reveal/hide, mute, edit and the gestures-and-keys help, with the position n / total.
import type { Score } from '../../../../../shared/words/types';
import { ScorePill } from '../score/score-pill';
import type { HelpLine } from '../study/help-tooltip';
import { IconButton } from '../study/icon-button';
import { MOVE_HELP, StudyControls, StudyCounter } from '../study/study-controls';
import { EyeIcon, EyeOffIcon, MinusIcon, MutedIcon, PlusIcon, SpeakerIcon } from '../study/study-icons';

export const TEST_HELP = [
  { input: 'Tap · Space · Enter', effect: 'Reveal or hide the answer' },
  { input: 'Double tap', effect: 'Play or stop the sound' },
  ...MOVE_HELP,
] as const;

interface TestControlsProps {
  score: Score;
  position: number;
  total: number;
  revealed: boolean;
  muted: boolean;
  onPrevious(): void;
  onNext(): void;
  onLower(): void;
  onRaise(): void;
  onToggleReveal(): void;
  onToggleMute(): void;
  onEdit(): void;
  /** The order's own keys, after the spec's. */
  help?: readonly HelpLine[];
}

export function TestControls(props: TestControlsProps) {
  const { score, position, total, revealed, muted } = props;
  return (
    <StudyControls
      label="Test controls"
      help={props.help ? [...TEST_HELP, ...props.help] : TEST_HELP}
      onPrevious={props.onPrevious}
      onNext={props.onNext}
      onEdit={props.onEdit}
      primary={
        <button type="button" className="button button--primary test-reveal" onClick={props.onToggleReveal}>
          {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          {revealed ? 'Hide' : 'Reveal'}
        </button>
      }
      between={
        <fieldset className="test-score">
          <legend className="visually-hidden">Score</legend>
          <IconButton label="Score down" onClick={props.onLower}>
            <MinusIcon />
          </IconButton>
          <ScorePill score={score} />
          <IconButton label="Score up" onClick={props.onRaise}>
            <PlusIcon />
          </IconButton>
        </fieldset>
      }
      tools={
        <>
          <StudyCounter position={position} total={total} />
          <IconButton label="Mute" onClick={props.onToggleMute} pressed={muted}>
            {muted ? <MutedIcon /> : <SpeakerIcon />}
          </IconButton>
        </>
      }
    />
  );
}
