import type { DatePart, DateParts } from '@/lib/core/contract/birth-date';
import type { RequestField } from '@/lib/core/contract/form-constants';
import type { RequestFormValues } from '@/lib/core/contract/form-constants';
import type { Answer } from './survey-types';

/**
 * What the request page says after the form was posted without JavaScript (its captcha
 * needs a script, so nothing was sent): everything typed, back in its fields, and the
 * problems found, in the visitor's language. Made by the page's server action
 * (app/[locale]/(forms)/sorgu-ve-muracietler/answer-without-script.ts); null before a post.
 */
export interface RequestFormState {
  values: RequestFormValues;
  date: DateParts;
  dateWrong: DatePart[];
  errors: Partial<Record<RequestField, string>>;
  azerbaijan: boolean;
}

/** The survey's counterpart: the answers given, by question id. */
export interface SurveyFormState {
  answers: Record<number, Answer>;
}
