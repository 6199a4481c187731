// The study settings' fields: time zone, day start hour, new words and reviews per day, desired
// retention, the learning and relearning steps and the leech threshold (decision 0046). Checked with the shared rules before saving; each message shows under its field.
import { type FormEvent, useId, useMemo, useState } from 'react';
import {
  parseSteps,
  type StudyPreferences,
  stepsText,
  studyPreferencesProblems,
} from '../../../../../shared/review/study-preferences';
import { hourLabel, STUDY_SETTINGS_TEXTS as TEXTS } from '../../../../../shared/review/texts';
import { FormFooter } from '../dialogs/form-footer';
import { SelectField } from '../dialogs/select-field';
import { FieldMessages } from '../dialogs/text-field';
import { RetentionAdvicePanel } from './retention-advice';

type Draft = Record<
  'newPerDay' | 'reviewsPerDay' | 'desiredRetention' | 'learningSteps' | 'relearningSteps' | 'leechLapses',
  string
>;

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));

function zoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

interface NumberFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  hint?: string;
  decimal?: boolean;
}

function NumberField({ label, value, onChange, error, hint, decimal = false }: NumberFieldProps) {
  const id = useId();
  return (
    <div className="word-field">
      <label className="word-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="word-field__input"
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-messages`}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessages id={`${id}-messages`} error={error} note={hint} />
    </div>
  );
}

interface StudySettingsFormProps {
  initial: StudyPreferences;
  busy: boolean;
  onCancel(): void;
  onSave(settings: StudyPreferences): void;
}

export function StudySettingsForm({ initial, busy, onCancel, onSave }: StudySettingsFormProps) {
  const [timeZone, setTimeZone] = useState(initial.timeZone);
  const [dayStartHour, setDayStartHour] = useState(initial.dayStartHour);
  const [draft, setDraft] = useState<Draft>({
    newPerDay: String(initial.newPerDay),
    reviewsPerDay: String(initial.reviewsPerDay),
    desiredRetention: initial.desiredRetention.toFixed(2),
    learningSteps: stepsText(initial.learningSteps),
    relearningSteps: stepsText(initial.relearningSteps),
    leechLapses: String(initial.leechLapses),
  });
  const [checked, setChecked] = useState(false);
  const zones = useMemo(() => zoneOptions(initial.timeZone), [initial.timeZone]);
  const settings: StudyPreferences = {
    timeZone,
    dayStartHour,
    newPerDay: numberOf(draft.newPerDay),
    reviewsPerDay: numberOf(draft.reviewsPerDay),
    desiredRetention: numberOf(draft.desiredRetention),
    learningSteps: parseSteps(draft.learningSteps),
    relearningSteps: parseSteps(draft.relearningSteps),
    leechLapses: numberOf(draft.leechLapses),
  };
  // Messages appear once the learner has tried to save, then follow every change.
  const problems = checked ? studyPreferencesProblems(settings) : {};
  const change = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(studyPreferencesProblems(settings)).length === 0) onSave(settings);
  };

  return (
    <form className="word-form" noValidate onSubmit={submit}>
      <SelectField
        label={TEXTS.timeZone}
        value={timeZone}
        options={zones}
        onChange={setTimeZone}
        error={problems.timeZone}
      />
      <SelectField
        label={TEXTS.dayStartHour}
        value={String(dayStartHour)}
        options={HOURS}
        onChange={(hour) => setDayStartHour(Number(hour))}
        error={problems.dayStartHour}
      />
      <div className="word-form__pair">
        <NumberField
          label={TEXTS.newPerDay}
          value={draft.newPerDay}
          onChange={change('newPerDay')}
          error={problems.newPerDay}
        />
        <NumberField
          label={TEXTS.reviewsPerDay}
          value={draft.reviewsPerDay}
          onChange={change('reviewsPerDay')}
          error={problems.reviewsPerDay}
        />
      </div>
      <NumberField
        label={TEXTS.desiredRetention}
        value={draft.desiredRetention}
        onChange={change('desiredRetention')}
        error={problems.desiredRetention}
        hint={TEXTS.desiredRetentionHint}
        decimal
      />
      <RetentionAdvicePanel onUse={(retention) => change('desiredRetention')(retention.toFixed(2))} />
      <div className="word-form__pair">
        <NumberField
          label={TEXTS.learningSteps}
          value={draft.learningSteps}
          onChange={change('learningSteps')}
          error={problems.learningSteps}
          hint={TEXTS.stepsHint}
        />
        <NumberField
          label={TEXTS.relearningSteps}
          value={draft.relearningSteps}
          onChange={change('relearningSteps')}
          error={problems.relearningSteps}
          hint={TEXTS.stepsHint}
        />
      </div>
      <NumberField
        label={TEXTS.leechLapses}
        value={draft.leechLapses}
        onChange={change('leechLapses')}
        error={problems.leechLapses}
        hint={TEXTS.leechLapsesHint}
      />
      <FormFooter cancelLabel="Cancel" submitLabel={'Save'} busy={busy} onCancel={onCancel} />
    </form>
  );
}
