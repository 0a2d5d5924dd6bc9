'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { AUDIT_PROPOSAL, TEXT_MAX, TEXT_MIN, errorKey } from '@/lib/core/contract/form-constants';
import { Captcha, type CaptchaConfig } from './Captcha.client';
import { InputField, SelectField, type Option } from './Controls';
import { DATE_PARTS, type DatePart, type DateParts } from '@/lib/core/contract/birth-date';
import { DateInput } from './DateInput';
import { ErrorSummary } from './ErrorSummary.client';
import { Field, fieldAria } from './Field';
import { ProposalFields } from './ProposalFields';
import { TextCounter } from './TextCounter.client';
import { NoScriptNotice, type FormContacts } from './NoScriptNotice';
import type { RequestFormState } from './no-script-state';
import { FormSent } from './FormSent.client';
import { REQUEST_TEXT_FIELDS } from '@/lib/core/contract/form-constants';
import { useRequestForm, type Errors, type TextField, type Values } from './use-request-form';
import styles from './forms.module.css';

interface Props {
  socialStatuses: Option[];
  requestTypes: Option[];
  institutions: Option[];
  initialType: string;
  maxFileBytes: number;
  captcha: CaptchaConfig;
  /** the institution's contacts, offered when the form cannot be sent */
  contacts: FormContacts;
  /** the page's answer to a post made without JavaScript (a server action) */
  answerWithoutScript: (
    previous: RequestFormState | null,
    form: FormData,
  ) => Promise<RequestFormState>;
}

/**
 * The mandatory text inputs (docs/contract.md §5) with their input type, autofill hint and
 * width (about the characters they hold; the address takes the whole line), in order.
 */
type TextInput = [TextField, string, string | undefined, (20 | 30)?];
const PERSONAL: TextInput[] = [
  ['ad', 'text', 'given-name', 30],
  ['soyad', 'text', 'family-name', 30],
  ['ata_ad', 'text', undefined, 30],
];
const CONTACT: TextInput[] = [
  ['seher', 'text', 'address-level2', 30],
  // A one-line input: 'street-address' is only allowed on a textarea (Nu checker).
  ['unvan', 'text', 'address-line1'],
  ['nomre', 'tel', 'tel', 20],
  ['e_poct', 'email', 'email', 30],
];

/** The fields in the order the page shows them: the error summary lists problems in it. */
const PAGE_ORDER = [
  'ad',
  'soyad',
  'ata_ad',
  'tevellud',
  'sosial_durum',
  'olke',
  'seher',
  'unvan',
  'nomre',
  'e_poct',
  'muraciet_novu',
  'qurum',
  'qurum_text',
  'file',
  'muraciet_metni',
  'captcha',
  'form',
] as const satisfies ReadonlyArray<keyof Errors>;

/** Where a field's summary entry leads: its control, the date's first wrong part, or the button. */
function target(field: string, dateWrong: DatePart[]) {
  if (field === 'form') return 'f-submit';
  if (field === 'tevellud') return `f-tevellud-${dateWrong[0] ?? 'day'}`;
  return `f-${field}`;
}

/**
 * Summary entries, each linking to its field: the field's message alone where it names the
 * field ("Enter your first name": one short line on a phone, as GOV.UK's summaries), else
 * the field's name before it ("Text of the request: The text is too long").
 */
function summaryItems(
  errors: Errors,
  dateWrong: DatePart[],
  prefix: (field: Exclude<keyof Errors, 'form'>, text: string) => string,
) {
  return PAGE_ORDER.flatMap((field) => {
    const text = errors[field];
    return text
      ? [
          {
            target: target(field, dateWrong),
            text: field === 'form' ? text : `${prefix(field, text)}${text}`,
          },
        ]
      : [];
  });
}

/** The request as an e-mail's text: a line for each field given (a choice by its name), the text last. */
function asMail(
  values: Values,
  date: DateParts,
  options: Pick<Props, 'socialStatuses' | 'requestTypes' | 'institutions'>,
  label: (field: TextField) => string,
): string {
  const chosen = (list: Option[], id: string) => list.find((o) => String(o.id) === id)?.name ?? '';
  const shown: Values = {
    ...values,
    tevellud: DATE_PARTS.some((p) => date[p].trim())
      ? DATE_PARTS.map((p) => date[p]).join('.')
      : '',
    sosial_durum: chosen(options.socialStatuses, values.sosial_durum),
    muraciet_novu: chosen(options.requestTypes, values.muraciet_novu),
    qurum: chosen(options.institutions, values.qurum),
  };
  const lines = PAGE_ORDER.flatMap((field) => {
    const text = REQUEST_TEXT_FIELDS.find((f) => f === field && f !== 'muraciet_metni');
    return text && shown[text] ? [`${label(text)}: ${shown[text]}`] : [];
  });
  return `${lines.join('\n')}\n\n${label('muraciet_metni')}:\n${values.muraciet_metni}`;
}

/** The citizen request and audit-proposal form (docs/contract.md §2, §5), enhanced in place by JavaScript. */
export function RequestForm(props: Props) {
  const t = useTranslations('RequestForm');
  const tErrors = useTranslations('FormErrors');
  // Without JavaScript the form posts to its page, whose answer (`posted`) keeps every word.
  const [posted, postWithoutScript] = useActionState(props.answerWithoutScript, null);
  const { captcha, ...f } = useRequestForm(props.initialType, props.maxFileBytes, posted);
  const { values, errors } = f;
  const req = t('requiredMark');
  const text = ([name, type, autoComplete, width]: TextInput) => (
    <InputField
      key={name}
      name={name}
      type={type}
      autoComplete={autoComplete}
      width={width}
      label={t(`fields.${name}`)}
      required
      hint={name === 'nomre' ? t('phoneHint') : undefined}
      error={errors[name]}
      value={values[name]}
      onChange={(v) => f.set(name, v)}
    />
  );
  const summary = summaryItems(errors, f.dateWrong, (field, text) =>
    text === tErrors(errorKey(field, 'required')) ? '' : `${t(`fields.${field}`)}: `,
  );

  if (f.success)
    return (
      <FormSent title={f.success.message} again={t('sendAnother')} onAgain={f.startAgain}>
        {f.success.reference ? (
          <p className={styles.sentReference}>
            {t.rich('reference', {
              reference: f.success.reference,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        ) : null}
      </FormSent>
    );
  return (
    <form
      className={styles.form}
      action={postWithoutScript}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void f.submit();
      }}
    >
      {posted ? (
        <NoScriptNotice
          mail={asMail(values, f.date, props, (field) => t(`fields.${field}`))}
          proposal={f.proposal}
          hasErrors={Object.keys(posted.errors).length > 0}
          contacts={props.contacts}
        />
      ) : null}
      <p className={styles.note}>{t('note')}</p>
      <ErrorSummary
        title={
          errors.form && summary.length === 1
            ? t('summaryGeneral')
            : t('summaryTitle', { count: summary.length })
        }
        items={summary}
        attempt={f.attempt}
      />

      <fieldset className={styles.group}>
        <legend>{t('personal')}</legend>
        {PERSONAL.map(text)}
        <DateInput
          name="tevellud"
          legend={t('fields.tevellud')}
          requiredText={req}
          hint={t('dateHint')}
          partLabels={{
            day: t('dateParts.day'),
            month: t('dateParts.month'),
            year: t('dateParts.year'),
          }}
          value={f.date}
          wrong={f.dateWrong}
          error={errors.tevellud}
          onChange={f.setDatePart}
        />
        <SelectField
          name="sosial_durum"
          label={t('fields.sosial_durum')}
          chooseText={t('choose')}
          options={props.socialStatuses}
          error={errors.sosial_durum}
          value={values.sosial_durum}
          onChange={(v) => f.set('sosial_durum', v)}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('contact')}</legend>
        <div className={styles.check}>
          <input
            id="f-azerbaijan"
            name="azerbaijan"
            type="checkbox"
            checked={f.azerbaijan}
            onChange={(e) => f.tickAzerbaijan(e.target.checked)}
          />
          <label htmlFor="f-azerbaijan">{t('azerbaijanTick')}</label>
        </div>
        <InputField
          name="olke"
          label={t('fields.olke')}
          required
          autoComplete="country-name"
          disabled={f.azerbaijan}
          error={errors.olke}
          value={values.olke}
          onChange={(v) => f.set('olke', v)}
        />
        {CONTACT.map(text)}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('request')}</legend>
        {f.proposal ? (
          <>
            <ProposalFields
              form={f}
              institutions={props.institutions}
              onLeave={() => f.setType('')}
            />
            <input type="hidden" name="muraciet_novu" value={AUDIT_PROPOSAL} />
          </>
        ) : (
          <SelectField
            name="muraciet_novu"
            label={t('fields.muraciet_novu')}
            required
            chooseText={t('choose')}
            options={props.requestTypes}
            error={errors.muraciet_novu}
            value={values.muraciet_novu}
            onChange={f.setType}
          />
        )}
        <Field
          id="f-muraciet_metni"
          label={t('fields.muraciet_metni')}
          required
          hint={t('textHint', { min: TEXT_MIN, max: TEXT_MAX })}
          error={errors.muraciet_metni}
        >
          <textarea
            {...fieldAria('f-muraciet_metni', { hint: true, error: errors.muraciet_metni })}
            name="muraciet_metni"
            className={styles.textarea}
            rows={8}
            maxLength={TEXT_MAX}
            aria-required="true"
            value={values.muraciet_metni}
            onChange={(e) => f.set('muraciet_metni', e.target.value)}
          />
          <TextCounter count={values.muraciet_metni.length} />
        </Field>
      </fieldset>

      <div className={styles.field}>
        <p className={styles.label}>{t('fields.captcha')}</p>
        <Captcha config={props.captcha} id="f-captcha" error={errors.captcha} ref={captcha} />
      </div>
      <noscript>
        <p className={styles.summary}>
          {t('noscript', { email: props.contacts.email, phone: props.contacts.phone })}
        </p>
      </noscript>
      <button id="f-submit" type="submit" className={styles.submit} disabled={f.sending}>
        {f.sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
