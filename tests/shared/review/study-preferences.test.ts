import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STUDY_PREFERENCES,
  isKnownTimeZone,
  STUDY_MESSAGES,
  studyPreferencesProblem,
  studyPreferencesProblems,
} from '../../../shared/review/study-preferences';

const with_ = (change: object) => studyPreferencesProblem({ ...DEFAULT_STUDY_PREFERENCES, ...change });

describe('study preferences', () => {
  it('has the defaults of the issue: day start 4, 20 new, 200 reviews, retention 0.90', () => {
    expect(DEFAULT_STUDY_PREFERENCES).toMatchObject({
      dayStartHour: 4,
      newPerDay: 20,
      reviewsPerDay: 200,
      desiredRetention: 0.9,
    });
    expect(studyPreferencesProblem(DEFAULT_STUDY_PREFERENCES)).toBeNull();
  });

  it('knows IANA zones and refuses others', () => {
    expect(isKnownTimeZone('Europe/Paris')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
    expect(with_({ timeZone: 'Nowhere/City' })).toBe(STUDY_MESSAGES.unknownTimeZone);
  });

  it('refuses values out of range with the message of the field', () => {
    expect(with_({ dayStartHour: 24 })).toBe(STUDY_MESSAGES.dayStartHour);
    expect(with_({ dayStartHour: 3.5 })).toBe(STUDY_MESSAGES.dayStartHour);
    expect(with_({ newPerDay: -1 })).toBe(STUDY_MESSAGES.newPerDay);
    expect(with_({ reviewsPerDay: 10_000 })).toBe(STUDY_MESSAGES.reviewsPerDay);
    expect(with_({ desiredRetention: 0.5 })).toBe(STUDY_MESSAGES.desiredRetention);
    expect(with_({ desiredRetention: Number.NaN })).toBe(STUDY_MESSAGES.desiredRetention);
    expect(with_({ newPerDay: 0, reviewsPerDay: 9999, desiredRetention: 0.99, dayStartHour: 0 })).toBeNull();
  });

  it('names every broken rule by its field, for the settings form', () => {
    const broken = {
      timeZone: 'Mars/Base',
      dayStartHour: 24,
      newPerDay: -1,
      reviewsPerDay: 1.5,
      desiredRetention: 1,
    };
    expect(studyPreferencesProblems({ ...DEFAULT_STUDY_PREFERENCES, ...broken })).toEqual({
      timeZone: STUDY_MESSAGES.unknownTimeZone,
      dayStartHour: STUDY_MESSAGES.dayStartHour,
      newPerDay: STUDY_MESSAGES.newPerDay,
      reviewsPerDay: STUDY_MESSAGES.reviewsPerDay,
      desiredRetention: STUDY_MESSAGES.desiredRetention,
    });
    expect(studyPreferencesProblems(DEFAULT_STUDY_PREFERENCES)).toEqual({});
    expect(with_({ newPerDay: -1, desiredRetention: 1 })).toBe(STUDY_MESSAGES.newPerDay);
  });
});
