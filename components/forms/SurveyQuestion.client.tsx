'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { Answer, Question } from './survey-types';
import styles from './forms.module.css';

interface Props {
  number: number;
  question: Question;
  answer: Answer;
  onChange: (answer: Answer) => void;
}

/** One survey question: radios (a text-type variant focuses its input when chosen) or a text box. */
export function SurveyQuestion({ number, question: q, answer, onChange }: Props) {
  const t = useTranslations('Survey');
  const textInput = useRef<HTMLInputElement>(null);
  const textVariant = q.variants.find((v) => v.variant_type === 'text');
  const textChosen = textVariant !== undefined && answer.variant === textVariant.id;
  const focusText = useRef(false);

  useEffect(() => {
    if (textChosen && focusText.current) textInput.current?.focus();
    focusText.current = false;
  }, [textChosen]);

  const legend = `${number}. ${q.sual}`;
  if (q.type === 'text' || q.variants.length === 0) {
    return (
      <div className={styles.question}>
        <label htmlFor={`q-${q.id}`} className={styles.label}>
          {legend}
        </label>
        <textarea
          id={`q-${q.id}`}
          name={`q-${q.id}-text`}
          className={styles.textarea}
          rows={4}
          maxLength={2000}
          value={answer.text ?? ''}
          onChange={(e) => onChange({ text: e.target.value })}
        />
      </div>
    );
  }
  return (
    <fieldset className={styles.question} id={`q-${q.id}`} tabIndex={-1}>
      <legend>{legend}</legend>
      {q.variants.map((v) => (
        <div key={v.id} className={styles.variant}>
          <input
            type="radio"
            id={`q-${q.id}-v-${v.id}`}
            name={`q-${q.id}`}
            value={v.id}
            checked={answer.variant === v.id}
            onChange={() => {
              focusText.current = v.variant_type === 'text';
              onChange({
                variant: v.id,
                text: v.variant_type === 'text' ? answer.text : undefined,
              });
            }}
          />
          <label htmlFor={`q-${q.id}-v-${v.id}`}>{v.variant_text}</label>
          {v.variant_type === 'text' ? (
            <input
              ref={textInput}
              name={`q-${q.id}-text`}
              className={styles.input}
              aria-label={`${v.variant_text}: ${t('otherText')}`}
              maxLength={2000}
              // Always open, so that it can be written in without JavaScript; writing in it
              // chooses its answer.
              value={textChosen ? (answer.text ?? '') : ''}
              onChange={(e) => onChange({ variant: v.id, text: e.target.value })}
            />
          ) : null}
        </div>
      ))}
    </fieldset>
  );
}
