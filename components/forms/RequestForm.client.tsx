'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AUDIT_PROPOSAL, TEXT_MAX, TEXT_MIN, errorKey } from '@/lib/contract/form-constants';
import { SITE } from '@/lib/site/config';
import { entriesOf } from '@/lib/site/object-keys';
import { Captcha, type CaptchaConfig } from './Captcha.client';
import { InputField, SelectField, type Option } from './Controls';
import type { DatePart } from '@/lib/contract/birth-date';
import { DateInput } from './DateInput';
import { ErrorSummary } from './ErrorSummary.client';
import { Field, fieldAria } from './Field';
import { ProposalFields } from './ProposalFields';
import { TextCounter } from './TextCounter.client';
import { useRequestForm, type Errors, type TextField } from './use-request-form';
import styles from './forms.module.css';

interface Props {
  socialStatuses: Option[];
  requestTypes: Option[];
  institutions: Option[];
  initialType: string;
  maxFileBytes: number;
  captcha: CaptchaConfig;
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
  return entriesOf(errors).flatMap(([field, text]) =>
    text
      ? [
          {
            target: target(field, dateWrong),
            text: field === 'form' ? text : `${prefix(field, text)}${text}`,
          },
        ]
      : [],
  );
}

/** The citizen request and audit-proposal form (docs/contract.md §2, §5), enhanced in place by JavaScript. */
export function RequestForm(props: Props) {
  const t = useTranslations('RequestForm');
  const tErrors = useTranslations('FormErrors');
  const locale = useLocale();
  const { captcha, ...f } = useRequestForm(props.initialType, props.maxFileBytes);
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
      requiredText={req}
      hint={name === 'nomre' ? t('phoneHint') : undefined}
      error={errors[name]}
      value={values[name]}
      onChange={(v) => f.set(name, v)}
    />
  );
  const summary = summaryItems(errors, f.dateWrong, (field, text) =>
    text === tErrors(errorKey(field, 'required')) ? '' : `${t(`fields.${field}`)}: `,
  );

  return (
    <form
      className={styles.form}
      method="post"
      action={`/api/sorgu-ve-muracietler/add?language=${locale}`}
      encType="multipart/form-data"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void f.submit();
      }}
    >
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
      <div role="status" className={f.success ? styles.successBox : undefined}>
        {f.success ? (
          <>
            <p className={styles.successTitle}>{f.success.message}</p>
            {f.success.reference ? (
              <p>{t('reference', { reference: f.success.reference })}</p>
            ) : null}
          </>
        ) : null}
      </div>

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
          requiredText={req}
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
          requiredText={req}
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
            requiredText={req}
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
          requiredText={req}
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
          {t('noscript', { email: SITE.offices.baku.email, phone: SITE.offices.baku.phone })}
        </p>
      </noscript>
      <button id="f-submit" type="submit" className={styles.submit} disabled={f.sending}>
        {f.sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
