'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useActionState, useRef, useState } from 'react';
import { submitForm } from '@/lib/core/client/form-submit';
import { Captcha, type CaptchaConfig, type CaptchaHandle } from './Captcha.client';
import { ErrorSummary } from './ErrorSummary.client';
import { FormSent } from './FormSent.client';
import type { SurveyFormState } from './no-script-state';
import { SurveyQuestion } from './SurveyQuestion.client';
import type { Answer, Question } from './survey-types';
import styles from './forms.module.css';

/**
 * The survey: a radio group per variant question, a text box per text question, and the
 * captcha. Without JavaScript it posts to its page, whose answer keeps every answer
 * (`answerWithoutScript`, a server action): the captcha needs a script, so it is not sent.
 */
export function SurveyForm({
  questions,
  captcha,
  answerWithoutScript,
}: {
  questions: Question[];
  captcha: CaptchaConfig;
  answerWithoutScript: (
    previous: SurveyFormState | null,
    form: FormData,
  ) => Promise<SurveyFormState>;
}) {
  const t = useTranslations('Survey');
  const tErr = useTranslations('FormErrors');
  const locale = useLocale();
  const [posted, postWithoutScript] = useActionState(answerWithoutScript, null);
  const [answers, setAnswers] = useState<Record<number, Answer>>(posted?.answers ?? {});
  const [errors, setErrors] = useState<Array<{ target: string; text: string }>>([]);
  const [attempt, setAttempt] = useState(0);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const handle = useRef<CaptchaHandle>(null);

  const fail = (items: Array<{ target: string; text: string }>) => {
    setErrors(items);
    setAttempt((a) => a + 1);
  };

  async function submit() {
    if (sending) return;
    setDone('');
    const list = questions
      .map((q) => ({ q, a: answers[q.id] }))
      .filter(({ a }) => a && (a.variant !== undefined || a.text?.trim()))
      .map(({ q, a }) => ({
        question_id: q.id,
        selected_variant: a!.variant,
        text: a!.text?.trim() || undefined,
      }));
    if (list.length === 0) return fail([{ target: `q-${questions[0]?.id}`, text: t('answerOne') }]);
    const token = await handle.current?.token();
    if (!token) return fail([{ target: 'f-captcha', text: tErr('captcha') }]);
    setSending(true);
    const reply = await submitForm(`/api/sorgu?language=${locale}`, {
      language: locale,
      answers: list,
      verified_token: token,
    });
    setSending(false);
    handle.current?.reset();
    if (!reply) return fail([{ target: 'f-submit', text: tErr('network') }]);
    if (!reply.status) {
      const target = reply.message === tErr('captcha') ? 'f-captcha' : 'f-submit';
      return fail([{ target, text: reply.message }]);
    }
    setErrors([]);
    setDone(reply.message || t('success'));
  }

  if (done)
    return (
      <FormSent
        title={done}
        again={t('sendAnother')}
        onAgain={() => {
          setAnswers({});
          setDone('');
        }}
      />
    );
  return (
    <form
      className={styles.form}
      action={postWithoutScript}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {posted ? (
        <div className={styles.summary} role="alert" aria-labelledby="not-sent-title">
          <h2 id="not-sent-title" className={styles.summaryTitle}>
            {t('notSentTitle')}
          </h2>
          <p>{t('notSentText')}</p>
        </div>
      ) : null}
      <p className={styles.note}>{t('intro')}</p>
      <ErrorSummary title={t('summaryTitle')} items={errors} attempt={attempt} />
      {questions.map((q, i) => (
        <SurveyQuestion
          key={q.id}
          number={i + 1}
          question={q}
          answer={answers[q.id] ?? {}}
          onChange={(a) => setAnswers((all) => ({ ...all, [q.id]: a }))}
        />
      ))}
      <div className={styles.field}>
        <Captcha
          config={captcha}
          id="f-captcha"
          ref={handle}
          error={errors.find((e) => e.target === 'f-captcha')?.text}
        />
      </div>
      <noscript>
        <p className={styles.summary}>{t('noscript')}</p>
      </noscript>
      <button id="f-submit" type="submit" className={styles.submit} disabled={sending}>
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
