'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { submitForm } from '@/lib/core/client/form-submit';
import {
  AUDIT_PROPOSAL,
  errorKey,
  REQUEST_TEXT_FIELDS,
  type RequestField,
  type RequestFormValues,
  type RequestTextField,
} from '@/lib/core/contract/form-constants';
import { entriesOf, fromKeys } from '@/lib/core/contract/keys';
import { DATE_PARTS, type DatePart, type DateParts } from '@/lib/core/contract/birth-date';
import type { CaptchaHandle } from './Captcha.client';
import type { RequestFormState } from './no-script-state';

export type TextField = RequestTextField;
export type Values = RequestFormValues;
export type Errors = Partial<Record<RequestField | 'captcha' | 'form', string>>;

const EMPTY: Values = fromKeys(REQUEST_TEXT_FIELDS, () => '');

/**
 * The shared check (lib/core/contract/request-form, a zod schema) is fetched when
 * the visitor first types, not with the page: zod is some 28 kB gzip of the
 * form page's first load, and nothing needs it before a submission.
 */
let validator: Promise<typeof import('./request-form-check')> | undefined;
const loadValidator = () =>
  (validator ??= import('./request-form-check').catch((e: unknown) => {
    validator = undefined; // fetched again on the next try (the network came back)
    throw e;
  }));

const NO_DATE: DateParts = { day: '', month: '', year: '' };

/**
 * The request form's state and behaviour: audit-proposal mode (type 5), the
 * Azerbaijan tick, trimming, the shared check before sending, and the
 * answer — success shows the confirmation in place of the form; any problem keeps
 * everything typed. `posted`: the form as a post without JavaScript left it (the page's
 * answer), to start from.
 */
export function useRequestForm(
  initialType: string,
  maxFileBytes: number,
  posted: RequestFormState | null,
) {
  const t = useTranslations('FormErrors');
  const tForm = useTranslations('RequestForm');
  const locale = useLocale();
  const [values, setValues] = useState<Values>(
    posted?.values ?? { ...EMPTY, muraciet_novu: initialType },
  );
  const [azerbaijan, setAzerbaijan] = useState(posted?.azerbaijan ?? false);
  const [file, setFileState] = useState<File | null>(null);
  // A new key empties the file input (its value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const setFile = (next: File | null) => {
    setFileState(next);
    if (!next) setFileKey((k) => k + 1);
  };
  const [errors, setErrors] = useState<Errors>(posted?.errors ?? {});
  // The date of birth as typed, in three fields; `values.tevellud` is its joined form.
  const [date, setDate] = useState<DateParts>(posted?.date ?? NO_DATE);
  const [dateWrong, setDateWrong] = useState<DatePart[]>(posted?.dateWrong ?? []);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useState<{ message: string; reference?: string } | null>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const proposal = values.muraciet_novu === String(AUDIT_PROPOSAL);
  const sizeMb = Math.round((maxFileBytes / 1024 / 1024) * 10) / 10;

  const set = (field: TextField, value: string) => {
    loadValidator().catch(() => undefined);
    setValues((v) => ({ ...v, [field]: value }));
  };

  const setDatePart = (part: DatePart, value: string) => {
    loadValidator().catch(() => undefined);
    setDate((d) => ({ ...d, [part]: value }));
  };

  function setType(value: string) {
    // Leaving the audit proposal clears the institution and the file.
    setValues((v) =>
      value === String(AUDIT_PROPOSAL)
        ? { ...v, muraciet_novu: value }
        : { ...v, muraciet_novu: value, qurum: '', qurum_text: '' },
    );
    if (value !== String(AUDIT_PROPOSAL)) setFile(null);
    const url = new URL(window.location.href);
    if (value === String(AUDIT_PROPOSAL)) url.searchParams.set('nov', value);
    else url.searchParams.delete('nov');
    window.history.replaceState(window.history.state, '', url);
  }

  function tickAzerbaijan(on: boolean) {
    setAzerbaijan(on);
    set('olke', on ? tForm('azerbaijan') : '');
  }

  function chooseFile(chosen: File | null) {
    setErrors((e) => ({ ...e, file: undefined }));
    if (chosen && chosen.size > maxFileBytes) {
      setErrors((e) => ({ ...e, file: t('fileTooLarge', { size: sizeMb }) }));
      setFile(null);
      return false;
    }
    if (chosen) setFileState(chosen);
    else setFile(null);
    return true;
  }

  function fail(next: Errors, wrongParts: DatePart[] = next.tevellud ? [...DATE_PARTS] : []) {
    setErrors(next);
    setDateWrong(wrongParts);
    setAttempt((a) => a + 1);
  }

  async function submit() {
    if (sending) return;
    setSuccess(null);
    let check: Awaited<ReturnType<typeof loadValidator>>;
    try {
      check = await loadValidator();
    } catch {
      return fail({ form: t('network') });
    }
    const { clean, codes, dateWrong: wrongParts } = check.checkRequestForm(values, date);
    setValues(clean);
    const next: Errors = {};
    for (const [field, code] of entriesOf(codes)) if (code) next[field] = t(errorKey(field, code));
    if (Object.keys(next).length > 0) return fail({ ...next, file: errors.file }, wrongParts);
    const token = await captcha.current?.token();
    if (!token) return fail({ captcha: t('captcha') });

    const body = new FormData();
    body.set('language', locale);
    for (const [k, v] of Object.entries(clean)) if (v) body.set(k, v);
    if (!proposal) {
      body.delete('qurum');
      body.delete('qurum_text');
    }
    if (proposal && file) body.set('file', file, file.name);
    body.set('verified_token', token);
    setSending(true);
    const reply = await submitForm(`/api/sorgu-ve-muracietler/add?language=${locale}`, body);
    setSending(false);
    if (!reply) return fail({ form: t('network') });
    if (reply.status) {
      setErrors({});
      setSuccess({ message: reply.message || tForm('success'), reference: reply.reference });
      return;
    }
    // A solution is good for one submission only; a refused captcha needs a new one.
    const captchaRefused = reply.message === t('captcha');
    captcha.current?.reset();
    if (captchaRefused) return fail({ captcha: reply.message });
    fail(reply.errors && Object.keys(reply.errors).length ? reply.errors : { form: reply.message });
  }

  /** After a confirmation: an empty form for another request. */
  function startAgain() {
    setValues({ ...EMPTY, muraciet_novu: proposal ? String(AUDIT_PROPOSAL) : '' });
    setDate(NO_DATE);
    setDateWrong([]);
    setAzerbaijan(false);
    setFile(null);
    setSuccess(null);
  }

  return {
    startAgain,
    values,
    set,
    date,
    setDatePart,
    dateWrong,
    setType,
    proposal,
    azerbaijan,
    tickAzerbaijan,
    file,
    fileKey,
    chooseFile,
    errors,
    attempt,
    sending,
    success,
    submit,
    captcha,
    sizeMb,
  };
}
