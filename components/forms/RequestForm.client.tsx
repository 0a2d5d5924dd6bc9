'use client';

import { useLocale, useTranslations } from 'next-intl';
import { AUDIT_PROPOSAL, TEXT_MAX, TEXT_MIN } from '@/lib/forms/constants';
import { SITE } from '@/lib/site/config';
import { Captcha, type CaptchaConfig } from './Captcha.client';
import { ErrorSummary } from './ErrorSummary.client';
import { Field, fieldAria } from './Field';
import { ProposalFields, type Option } from './ProposalFields';
import { TextCounter } from './TextCounter.client';
import { useRequestForm, type TextField } from './use-request-form';
import styles from './forms.module.css';

interface Props {
  socialStatuses: Option[];
  requestTypes: Option[];
  institutions: Option[];
  initialType: string;
  maxFileBytes: number;
  captcha: CaptchaConfig;
}

const TEXT_INPUTS: Array<[TextField, string, string?]> = [
  ['ad', 'text', 'given-name'],
  ['soyad', 'text', 'family-name'],
  ['ata_ad', 'text'],
];

/** The citizen request and audit-proposal form (SPEC §2, §5), enhanced in place by JavaScript. */
export function RequestForm(props: Props) {
  const t = useTranslations('RequestForm');
  const locale = useLocale();
  const f = useRequestForm(props.initialType, props.maxFileBytes);
  const { values, errors } = f;
  const req = t('requiredMark');

  const input = (name: TextField, type = 'text', autoComplete?: string, hint?: string) => (
    <Field
      id={`f-${name}`}
      label={t(`fields.${name}`)}
      required
      requiredText={req}
      hint={hint}
      error={errors[name]}
    >
      <input
        {...fieldAria(`f-${name}`, { hint: Boolean(hint), error: errors[name] })}
        name={name}
        type={type}
        autoComplete={autoComplete}
        className={styles.input}
        value={values[name]}
        onChange={(e) => f.set(name, e.target.value)}
        aria-required="true"
      />
    </Field>
  );

  const summary = Object.entries(errors)
    .filter(([, text]) => text)
    .map(([field, text]) => ({
      target: field === 'form' ? 'f-submit' : field === 'captcha' ? 'f-captcha' : `f-${field}`,
      text: field === 'form' ? text! : `${t(`fields.${field as TextField}`)}: ${text}`,
    }));

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
        {TEXT_INPUTS.map(([name, type, ac]) => input(name, type, ac))}
        {input('tevellud', 'date', 'bday')}
        <Field
          id="f-sosial_durum"
          label={t('fields.sosial_durum')}
          requiredText={req}
          error={errors.sosial_durum}
        >
          <select
            {...fieldAria('f-sosial_durum', { error: errors.sosial_durum })}
            name="sosial_durum"
            className={styles.input}
            value={values.sosial_durum}
            onChange={(e) => f.set('sosial_durum', e.target.value)}
          >
            <option value="">{t('choose')}</option>
            {props.socialStatuses.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </Field>
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
        <Field id="f-olke" label={t('fields.olke')} required requiredText={req} error={errors.olke}>
          <input
            {...fieldAria('f-olke', { error: errors.olke })}
            name="olke"
            className={styles.input}
            autoComplete="country-name"
            value={values.olke}
            disabled={f.azerbaijan}
            aria-required="true"
            onChange={(e) => f.set('olke', e.target.value)}
          />
        </Field>
        {input('seher', 'text', 'address-level2')}
        {input('unvan', 'text', 'street-address')}
        {input('nomre', 'tel', 'tel', t('phoneHint'))}
        {input('e_poct', 'email', 'email')}
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('request')}</legend>
        {f.proposal ? (
          <ProposalFields
            form={f}
            institutions={props.institutions}
            onLeave={() => f.setType('')}
          />
        ) : (
          <Field
            id="f-muraciet_novu"
            label={t('fields.muraciet_novu')}
            required
            requiredText={req}
            error={errors.muraciet_novu}
          >
            <select
              {...fieldAria('f-muraciet_novu', { error: errors.muraciet_novu })}
              name="muraciet_novu"
              className={styles.input}
              aria-required="true"
              value={values.muraciet_novu}
              onChange={(e) => f.setType(e.target.value)}
            >
              <option value="">{t('choose')}</option>
              {props.requestTypes.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </Field>
        )}
        {f.proposal ? <input type="hidden" name="muraciet_novu" value={AUDIT_PROPOSAL} /> : null}
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
        <p className={styles.label} id="f-captcha-label">
          {t('fields.captcha')}
        </p>
        <Captcha config={props.captcha} id="f-captcha" error={errors.captcha} ref={f.captcha} />
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
