import type { z } from 'zod';
import { safeParseRequest, type CallName, type CallRequest } from '@/lib/core/contract/calls';
import { describeFieldErrors, formText } from '@/lib/core/forms/messages';
import { fieldErrorCodes } from '@/lib/core/contract/request-form';
import { WHOLE_NUMBER } from '@/lib/core/contract/primitives';
import { RequestError } from './errors';

type Lang = 'az' | 'en';

const SPECIAL: Record<string, Record<Lang, string>> = {
  'query:too_small': { az: 'Açar söz qeyd edilməyib', en: 'No keyword was given' },
};

const PREFIX: Record<Lang, string> = {
  az: 'Sorğu düzgün deyil',
  en: 'Invalid request',
};

function reason(issue: z.core.$ZodIssue, lang: Lang, present: boolean): string {
  const en = lang === 'en';
  switch (issue.code) {
    case 'invalid_value':
      return en
        ? `must be one of: ${issue.values.join(', ')}`
        : `yalnız bunlardan biri ola bilər: ${issue.values.join(', ')}`;
    case 'too_big':
      return en ? `must be at most ${issue.maximum}` : `ən çoxu ${issue.maximum} ola bilər`;
    case 'too_small':
      return en ? `must be at least ${issue.minimum}` : `ən azı ${issue.minimum} olmalıdır`;
    case 'invalid_type':
      if (!present) return en ? 'is required' : 'mütləqdir';
      if (issue.expected === 'int') return WHOLE[lang];
      return en ? `must be a ${issue.expected}` : `${issue.expected} tipində olmalıdır`;
    case 'invalid_format':
      if (issue.message === WHOLE_NUMBER) return WHOLE[lang];
      return en ? 'is not valid' : 'düzgün deyil';
    default:
      return en ? 'is not valid' : 'düzgün deyil';
  }
}

const WHOLE: Record<Lang, string> = { az: 'tam ədəd olmalıdır', en: 'must be a whole number' };

/**
 * Whether the input holds a value at the issue's path (zod 4 does not report
 * the input of an issue, so "required" is told apart from "wrong" here).
 */
function presentAt(input: unknown, path: PropertyKey[]): boolean {
  let value = input;
  for (const key of path) {
    if (!isObject(value)) return false;
    value = Reflect.get(value, key);
  }
  return value !== undefined && value !== null && value !== '';
}

/** A clear, localized sentence for the first problem of a failed validation. */
export function describeIssues(error: z.ZodError, lang: Lang, input?: unknown): string {
  const issue = error.issues[0];
  if (!issue) return PREFIX[lang];
  const field = issue.path.map(String).join('.') || (lang === 'en' ? 'body' : 'sorğu');
  const special = SPECIAL[`${field}:${issue.code}`];
  if (special) return special[lang];
  return `${PREFIX[lang]}: «${field}» ${reason(issue, lang, presentAt(input, issue.path))}`;
}

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null;

/** The language a raw input asks for, for its error messages. */
export function inputLanguage(input: unknown): Lang {
  return isObject(input) && 'language' in input && input.language === 'en' ? 'en' : 'az';
}

/** The calls a captcha protects (docs/contract.md §5, §7: verified_token). */
const CAPTCHA_CALLS: ReadonlySet<CallName> = new Set<CallName>(['muracietAdd', 'sorguAnswer']);

/**
 * docs/contract.md §5, §8: a submission without a captcha token answers 'Captcha
 * yanlışdır' (after the field checks, before anything is stored or sent
 * upstream; a wrong token is the verifier's to refuse).
 */
function requireToken(input: unknown): void {
  const token = isObject(input) && 'verified_token' in input ? input.verified_token : undefined;
  if (typeof token === 'string' && token.trim()) return;
  const message = formText.error(inputLanguage(input), 'captcha');
  throw new RequestError(message, { fields: { captcha: message } });
}

/** Validates a call's input against the contract; throws RequestError with a clear message. */
export function parseRequest<K extends CallName>(name: K, input: unknown): CallRequest<K> {
  const result = safeParseRequest(name, input ?? {});
  if (!result.success && name === 'muracietAdd') {
    const { message, fields } = describeFieldErrors(
      inputLanguage(input),
      fieldErrorCodes(result.error),
    );
    throw new RequestError(message, { fields });
  }
  if (!result.success)
    throw new RequestError(describeIssues(result.error, inputLanguage(input), input));
  if (CAPTCHA_CALLS.has(name)) requireToken(input);
  return result.data;
}
