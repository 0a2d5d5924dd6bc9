'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { InputField, SelectField, type Option } from './Controls';
import { Field, fieldAria } from './Field';
import type { useRequestForm } from './use-request-form';
import styles from './forms.module.css';

interface Props {
  form: Omit<ReturnType<typeof useRequestForm>, 'captcha'>;
  institutions: Option[];
  onLeave: () => void;
}

/** Audit-proposal mode (request type 5): the institution, its name if unlisted, and an optional file. */
export function ProposalFields({ form: f, institutions, onLeave }: Props) {
  const t = useTranslations('RequestForm');
  const fileInput = useRef<HTMLInputElement>(null);
  const { values, errors } = f;
  return (
    <div className={styles.proposal}>
      <p className={styles.proposalTitle}>{t('proposalTitle')}</p>
      <p className={styles.hint}>{t('proposalText')}</p>
      <button type="button" className={styles.linkButton} onClick={onLeave}>
        {t('otherType')}
      </button>
      <SelectField
        name="qurum"
        label={t('fields.qurum')}
        chooseText={t('choose')}
        options={institutions}
        error={errors.qurum}
        value={values.qurum}
        onChange={(v) => f.set('qurum', v)}
      />
      <InputField
        name="qurum_text"
        label={t('fields.qurum_text')}
        error={errors.qurum_text}
        value={values.qurum_text}
        onChange={(v) => f.set('qurum_text', v)}
      />
      <Field
        id="f-file"
        label={t('fields.file')}
        hint={t('fileHint', { size: f.sizeMb })}
        error={errors.file}
      >
        <input
          {...fieldAria('f-file', { hint: true, error: errors.file })}
          ref={fileInput}
          key={f.fileKey}
          // No name: the script sends the file it holds; a post without JavaScript, which
          // cannot be sent (its captcha), never carries the bytes (docs/forms.md).
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
