'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type MouseEvent, type FormEvent } from 'react';
import controls from '@/components/form-controls/Controls.module.css';
import { submitForm } from '@/lib/core/client/form-submit';
import { MAX_COMMENT } from '@/lib/features/page-feedback/limits';
import { feedbackPage } from '@/lib/features/page-feedback/kinds';
import type { FeedbackStep } from '@/lib/features/page-feedback/outcome';
import { FEEDBACK_ANCHOR, FEEDBACK_API } from '@/lib/features/page-feedback/paths';
import styles from './PageFeedback.module.css';

type Labels = Record<
  | 'label'
  | 'question'
  | 'yes'
  | 'no'
  | 'commentLabel'
  | 'commentHint'
  | 'send'
  | 'sending'
  | 'thanks'
  | 'failed',
  string
>;

interface Start {
  path: string;
  back: string;
  step: FeedbackStep;
  /** a refusal's text, shown above the form */
  error: string;
}

/** A page's public path: the router may name an Azerbaijani page by its internal /az prefix. */
const publicPath = (p: string) => p.replace(/^\/az(?=\/|$)/, '') || '/';

/**
 * "Is this page useful?": plain forms that work without JavaScript (the
 * server answers with the page again), enhanced here: "No" opens the text
 * field at once, answers go as JSON, focus follows, a live region thanks.
 * Shown on content pages only; a page reached by the client router starts
 * again at the question (the layout around it stays mounted).
 */
export function PageFeedbackForm({ initial, labels }: { initial: Start; labels: Labels }) {
  const path = publicPath(usePathname() ?? initial.path);
  if (!feedbackPage(path)) return null;
  const start: Start =
    path === initial.path ? initial : { path, back: path, step: 'ask', error: '' };
  return <Steps key={path} start={start} labels={labels} />;
}

function Steps({ start, labels }: { start: Start; labels: Labels }) {
  const [step, setStep] = useState(start.step);
  const [error, setError] = useState(start.error);
  const [busy, setBusy] = useState(false);
  const moved = useRef(false);
  const comment = useRef<HTMLTextAreaElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // Only a step the visitor just took moves focus, never the first render.
    if (!moved.current) return;
    if (step === 'comment') comment.current?.focus();
    if (step === 'done') status.current?.focus();
  }, [step]);

  async function send(fields: Record<string, string>) {
    setBusy(true);
    const reply = await submitForm(FEEDBACK_API, { path: start.path, ...fields });
    setBusy(false);
    if (reply?.status) {
      moved.current = true;
      setError('');
      setStep('done');
    } else setError(reply?.message || labels.failed);
  }

  const answerYes = (e: MouseEvent) => {
    e.preventDefault();
    void send({ useful: 'yes' });
  };
  const answerNo = (e: MouseEvent) => {
    e.preventDefault();
    moved.current = true;
    setError('');
    setStep('comment');
  };
  const sendComment = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void send({ useful: 'no', comment: comment.current?.value ?? '' });
  };

  const hidden = (
    <>
      <input type="hidden" name="path" value={start.path} />
      <input type="hidden" name="back" value={start.back} />
    </>
  );
  return (
    <section id={FEEDBACK_ANCHOR} className={styles.box} aria-label={labels.label}>
      <h2 className={styles.question}>{labels.question}</h2>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {step === 'ask' ? (
        <form method="post" action={FEEDBACK_API} className={styles.buttons}>
          {hidden}
          {(['yes', 'no'] as const).map((answer) => (
            <button
              key={answer}
              type="submit"
              name="useful"
              value={answer}
              className={styles.answer}
              disabled={busy}
              onClick={answer === 'yes' ? answerYes : answerNo}
            >
              {labels[answer]}
            </button>
          ))}
        </form>
      ) : null}
      {step === 'comment' ? (
        <form method="post" action={FEEDBACK_API} className={styles.comment} onSubmit={sendComment}>
          {hidden}
          <input type="hidden" name="useful" value="no" />
          <label htmlFor="page-feedback-comment" className={styles.label}>
            {labels.commentLabel}
          </label>
          <p id="page-feedback-hint" className={styles.hint}>
            {labels.commentHint}
          </p>
          <textarea
            ref={comment}
            id="page-feedback-comment"
            name="comment"
            rows={3}
            maxLength={MAX_COMMENT}
            aria-describedby="page-feedback-hint"
            className={controls.input}
          />
          <button type="submit" className={controls.submit} disabled={busy}>
            {busy ? labels.sending : labels.send}
          </button>
        </form>
      ) : null}
      <p ref={status} role="status" tabIndex={-1} className={styles.thanks}>
        {step === 'done' ? labels.thanks : ''}
      </p>
    </section>
  );
}
