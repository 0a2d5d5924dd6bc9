import { z } from 'zod';
import {
  AUDIT_PROPOSAL,
  FIELD_ERROR_CODES,
  REQUEST_FIELDS,
  REQUEST_TEXT_FIELDS,
  TEXT_MAX,
  TEXT_MIN,
  type FieldErrorCode,
  type RequestField,
  type RequestFormValues,
} from './form-constants';
import { birthDateCode, checkBirthDate, type DatePart, type DateParts } from './birth-date';
import { fromKeys } from './keys';
import { CONTROL_CHARS } from './primitives';

/**
 * The request form's fields, checked the same way in the browser (before
 * sending) and on the server (always). Messages are codes (FieldErrorCode);
 * each side turns them into the visitor's language.
 */
/** Characters that show nothing: white space, zero-width and joiners, direction marks, fillers, BOM. */
const INVISIBLE =
  /[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0]/g;

/** Text without control characters; one made only of invisible characters counts as empty. */
const text = () =>
  z
    .string({ error: 'required' })
    .refine((v) => !CONTROL_CHARS.test(v), { error: 'characters', abort: true })
    .transform((v) => (v.replace(INVISIBLE, '') === '' ? '' : v.trim()));

const required = (max: number) => text().pipe(z.string().min(1, 'required').max(max, 'tooLong'));

const optional = (max: number) =>
  text()
    .pipe(z.string().max(max, 'tooLong'))
    .optional()
    .transform((v) => v || undefined);

/** A choice from a select: digits or a number; empty or 0 means none. */
function toChoice(v: unknown): unknown {
  if (v === '' || v === null || v === undefined || v === 0 || v === '0') return undefined;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v)) return Number(v) || undefined;
  return Number.NaN;
}

const choiceNumber = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
  .int('invalid')
  .min(1, 'invalid')
  .max(2_147_483_647, 'invalid');

const requiredChoice = z.preprocess(toChoice, choiceNumber);
const optionalChoice = z.preprocess(toChoice, choiceNumber.optional());

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{5,29}$/;

export const requestFields = z.object({
  ad: required(100),
  soyad: required(100),
  ata_ad: required(100),
  olke: required(100),
  seher: required(100),
  unvan: required(300),
  tevellud: required(10).superRefine((v, ctx) => {
    const code = birthDateCode(v);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  }),
  nomre: required(30).refine((v) => PHONE.test(v) && v.replace(/\D/g, '').length >= 7, 'phone'),
  e_poct: required(200).refine((v) => EMAIL.test(v), 'email'),
  sosial_durum: optionalChoice,
  muraciet_novu: requiredChoice,
  qurum: optionalChoice,
  qurum_text: optional(300),
  muraciet_metni: text().pipe(
    z.string().min(1, 'required').min(TEXT_MIN, 'textTooShort').max(TEXT_MAX, 'textTooLong'),
  ),
});

export type RequestFields = z.output<typeof requestFields>;

/** The institution belongs to audit proposals only: leaving type 5 clears it. */
export function withoutInstitutionUnlessProposal<T extends RequestFields>(v: T): T {
  return v.muraciet_novu === AUDIT_PROPOSAL ? v : { ...v, qurum: undefined, qurum_text: undefined };
}

/** The first problem of each field, as an error code. */
export function fieldErrorCodes(error: z.ZodError): Partial<Record<RequestField, FieldErrorCode>> {
  const out: Partial<Record<RequestField, FieldErrorCode>> = {};
  for (const issue of error.issues) {
    const field = REQUEST_FIELDS.find((f) => f === issue.path[0]);
    if (!field || out[field]) continue;
    const code = FIELD_ERROR_CODES.find((c) => c === issue.message);
    if (code) out[field] = code;
    else
      out[field] =
        issue.code === 'invalid_type' && issue.input === undefined ? 'required' : 'invalid';
  }
  return out;
}

/** What a check of the form as typed found: the trimmed values, each field's first problem, the date's wrong parts. */
export interface RequestFormCheck {
  clean: RequestFormValues;
  codes: Partial<Record<RequestField, FieldErrorCode>>;
  dateWrong: DatePart[];
}

/**
 * Checks the request form as typed, the date of birth in its three fields: the browser's
 * check before sending (components/forms/use-request-form.ts) and the page's answer to a
 * post without JavaScript (components/forms/no-script-request.ts) give the same problems.
 * A date that is not complete or real never reaches the schema: its own code names the
 * part to correct.
 */
export function checkRequestForm(values: RequestFormValues, date: DateParts): RequestFormCheck {
  const birth = checkBirthDate(date);
  const typed: RequestFormValues = { ...values, tevellud: birth.ok ? birth.value : '' };
  const trimmed = fromKeys(REQUEST_TEXT_FIELDS, (k) => typed[k].trim());
  const checked = requestFields.safeParse(trimmed);
  const codes = checked.success ? {} : fieldErrorCodes(checked.error);
  if (!birth.ok) codes.tevellud = birth.code;
  return { clean: trimmed, codes, dateWrong: birth.ok ? [] : birth.parts };
}
