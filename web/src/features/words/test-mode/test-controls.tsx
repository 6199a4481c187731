// The test mode's control bar (SPEC §2 "Test mode"): previous, minus, the score, plus, next,
// reveal/hide, mute, edit and the gestures-and-keys help, with the position n / total.
import type { Score } from '../../../../../shared/words/types';
import { ScorePill } from '../score/score-pill';
import { HelpTooltip } from '../study/help-tooltip';
import { IconButton } from '../study/icon-button';
import {
  EyeIcon,
  EyeOffIcon,
  MinusIcon,
  MutedIcon,
  NextIcon,
  PenIcon,
  PlusIcon,
  PreviousIcon,
  SpeakerIcon,
} from '../study/study-icons';

export const TEST_HELP = [
  { input: 'Tap · Space · Enter', effect: 'Reveal or hide the answer' },
  { input: 'Double tap', effect: 'Play or stop the sound' },
  { input: 'Swipe left · →', effect: 'Next word' },
  { input: 'Swipe right · ←', effect: 'Previous word' },
  { input: 'Swipe up · ↑', effect: 'Score up' },
  { input: 'Swipe down · ↓', effect: 'Score down' },
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
}

export function TestControls(props: TestControlsProps) {
  const { score, position, total, revealed, muted } = props;
  return (
    <div className="study-controls" role="toolbar" aria-label="Test controls">
      <div className="study-controls__main">
        <IconButton label="Previous word" onClick={props.onPrevious}>
          <PreviousIcon />
        </IconButton>
        <button type="button" className="button button--primary test-reveal" onClick={props.onToggleReveal}>
          {revealed ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
          {revealed ? 'Hide' : 'Reveal'}
        </button>
        <IconButton label="Next word" onClick={props.onNext}>
          <NextIcon />
        </IconButton>
      </div>
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
      <div className="study-controls__tools">
        <p className="study-counter">
          <span className="visually-hidden">
            Word {position} of {total}
          </span>
          <span aria-hidden="true">
            {position} / {total}
          </span>
        </p>
        <IconButton label="Mute" onClick={props.onToggleMute} pressed={muted}>
          {muted ? <MutedIcon /> : <SpeakerIcon />}
        </IconButton>
        <IconButton label="Edit word" onClick={props.onEdit}>
          <PenIcon />
        </IconButton>
        <HelpTooltip title="Gestures and keys" lines={TEST_HELP} />
      </div>
    </div>
  );
}
