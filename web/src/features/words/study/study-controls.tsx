// The one control bar of the study modes (the media player, the test, and any mode that shows one
// word at a time): previous, the mode's own primary control, next; what sits between the main
// buttons and the tools; then the mode's tools, edit, the gestures-and-keys help and what follows.
import type { ReactNode } from 'react';
import { type HelpLine, HelpTooltip } from './help-tooltip';
import { IconButton } from './icon-button';
import { NextIcon, PenIcon, PreviousIcon } from './study-icons';

/** The gestures and keys every study mode shares: moving between words and scoring them. */
export const MOVE_HELP = [
  { input: 'Swipe left · →', effect: 'Next word' },
  { input: 'Swipe right · ←', effect: 'Previous word' },
  { input: 'Swipe up · ↑', effect: 'Score up' },
  { input: 'Swipe down · ↓', effect: 'Score down' },
] as const;

interface StudyControlsProps {
  /** The toolbar's accessible name. */
  label: string;
  /** Between previous and next: play/stop, reveal/hide. */
  primary: ReactNode;
  /** Between the main buttons and the tools: the counter, the score. */
  between: ReactNode;
  /** The mode's own tools, before edit. */
  tools: ReactNode;
  /** After the help. */
  after?: ReactNode;
  help: readonly HelpLine[];
  onPrevious(): void;
  onNext(): void;
  onEdit(): void;
}

export function StudyControls(props: StudyControlsProps) {
  return (
    <div className="study-controls" role="toolbar" aria-label={props.label}>
      <div className="study-controls__main">
        <IconButton label="Previous word" onClick={props.onPrevious}>
          <PreviousIcon />
        </IconButton>
        {props.primary}
        <IconButton label="Next word" onClick={props.onNext}>
          <NextIcon />
        </IconButton>
      </div>
      {props.between}
      <div className="study-controls__tools">
        {props.tools}
        <IconButton label="Edit word" onClick={props.onEdit}>
          <PenIcon />
        </IconButton>
        <HelpTooltip title="Gestures and keys" lines={props.help} />
        {props.after}
      </div>
    </div>
  );
}

/** Where the learner is: "3 / 10" on screen, "Word 3 of 10" to screen readers. */
export function StudyCounter({ position, total }: { position: number; total: number }) {
  return (
    <p className="study-counter">
      <span className="visually-hidden">
        Word {position} of {total}
      </span>
      <span aria-hidden="true">
        {position} / {total}
      </span>
    </p>
  );
}
