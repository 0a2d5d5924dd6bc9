'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Field, fieldAria } from './Field';
import type { useRequestForm } from './use-request-form';
import styles from './forms.module.css';

export interface Option {
  id: number;
  name: string;
}

interface Props {
  form: ReturnType<typeof useRequestForm>;
  institutions: Option[];
  onLeave: () => void;
}

/** Audit-proposal mode (request type 5): the institution, its name if unlisted, and an optional file. */
export function ProposalFields({ form: f, institutions, onLeave }: Props) {
  const t = useTranslations('RequestForm');
  const fileInput = useRef<HTMLInputElement>(null);
  const req = t('requiredMark');
  const { values, errors } = f;
  return (
    <div className={styles.proposal}>
      <p className={styles.proposalTitle}>{t('proposalTitle')}</p>
      <p className={styles.hint}>{t('proposalText')}</p>
      <button type="button" className={styles.linkButton} onClick={onLeave}>
        {t('otherType')}
      </button>
      <Field id="f-qurum" label={t('fields.qurum')} requiredText={req} error={errors.qurum}>
        <select
          {...fieldAria('f-qurum', { error: errors.qurum })}
          name="qurum"
          className={styles.input}
          value={values.qurum}
          onChange={(e) => f.set('qurum', e.target.value)}
        >
          <option value="">{t('choose')}</option>
          {institutions.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id="f-qurum_text"
        label={t('fields.qurum_text')}
        requiredText={req}
        error={errors.qurum_text}
      >
        <input
          {...fieldAria('f-qurum_text', { error: errors.qurum_text })}
          name="qurum_text"
          className={styles.input}
          value={values.qurum_text}
          onChange={(e) => f.set('qurum_text', e.target.value)}
        />
      </Field>
      <Field
        id="f-file"
        label={t('fields.file')}
        requiredText={req}
        hint={t('fileHint', { size: f.sizeMb })}
        error={errors.file}
      >
        <input
          {...fieldAria('f-file', { hint: true, error: errors.file })}
          ref={fileInput}
          key={f.fileKey}
          name="file"
          type="file"
          accept="image/*,video/*"
          className={styles.file}
          onChange={(e) => {
            f.chooseFile(e.target.files?.[0] ?? null);
          }}
        />
      </Field>
      {f.file ? (
        <p className={styles.hint}>
          {t('fileChosen', { name: f.file.name })}{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              f.chooseFile(null);
              fileInput.current?.focus();
            }}
          >
            {t('removeFile')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
