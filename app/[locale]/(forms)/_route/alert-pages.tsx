import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import { pageLocale } from '@/i18n/page-locale';
import { localizePath } from '@/i18n/paths';
import { ALERT_API, ALERT_PAGES } from '@/lib/features/alerts/paths';
import { RESULTS, safeBack } from '@/lib/features/alerts/reply';
import { alertsSecret } from '@/lib/features/alerts/secret';
import { isErrorCode } from '@/lib/features/alerts/texts';
import {
  addressSubscriptions,
  MAX_SUBSCRIPTIONS,
  pendingView,
} from '@/lib/features/alerts/subscriptions';
import { targetOfKey, targetPagePath, targetWords } from '@/lib/features/alerts/watch/targets';
import { signId, verifyId } from '@/lib/features/alerts/tokens';
import { getDb } from '@/lib/core/db/client';
import { rateWindowMinutes } from '@/lib/core/forms/env';
import { pageMetadata } from '@/lib/features/seo/metadata';
import styles from '@/components/alerts/Alerts.module.css';

type Search = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Search> };
type Page = keyof typeof ALERT_PAGES;

const TITLES = {
  result: 'resultTitle',
  confirm: 'confirmTitle',
  unsubscribe: 'unsubscribeTitle',
  manage: 'manageTitle',
} as const satisfies Record<Page, string>;

/** The page a stored view follows (the home page if it no longer parses). */
function viewPath(key: string, language: string): string {
  const lang = language === 'en' ? 'en' : 'az';
  const target = targetOfKey(key);
  return target ? targetPagePath(target, lang) : localizePath(lang, '/');
}

/** A followed view's name, with the words it follows where a visitor typed some. */
function viewName(view: { title: string; target: string }, words: (typed: string) => string) {
  const typed = targetWords(view.target);
  return typed ? `${view.title} (${words(typed)})` : view.title;
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** The head of an alerts page: never indexed (its links carry personal tokens). */
export function alertPageMetadata(page: Page) {
  return async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: 'Alerts' });
    const meta = await getTranslations({ locale, namespace: 'Metadata' });
    return pageMetadata({
      locale,
      path: ALERT_PAGES[page],
      title: t(TITLES[page]),
      description: t('intro'),
      siteName: meta('siteName'),
      noindex: true,
    });
  };
}

/** A one-button form posting a token to an alerts call (works without JavaScript). */
async function TokenForm(props: { action: string; token: string; label: string; lang: string }) {
  return (
    <form method="post" action={props.action}>
      <input type="hidden" name="t" value={props.token} />
      <input type="hidden" name="lang" value={props.lang} />
      <button type="submit" className={styles.button}>
        {props.label}
      </button>
    </form>
  );
}

/** The outcome of a form posted without JavaScript (by its code, never text from the address). */
export async function ResultPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const q = await searchParams;
  const t = await getTranslations('Alerts');
  const errors = await getTranslations('AlertErrors');
  const result = RESULTS.find((r) => r === one(q.r));
  const error = one(q.e);
  const back = safeBack(one(q.back));
  let text: string | null = null;
  if (result) text = t(result);
  else if (error && isErrorCode(error))
    text = errors(error, { minutes: rateWindowMinutes(), max: MAX_SUBSCRIPTIONS });
  return (
    <PageShell title={t('resultTitle')}>
      <div className={styles.box}>
        {text ? (
          <p role={result ? 'status' : 'alert'} className={result ? styles.message : styles.error}>
            {text}
          </p>
        ) : null}
        {back ? (
          <p>
            <a href={back}>{t('back')}</a>
          </p>
        ) : null}
      </div>
    </PageShell>
  );
}

/** The confirmation link's page: a button, so a mail scanner opening the link confirms nothing. */
export async function ConfirmPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Alerts');
  const token = one((await searchParams).t);
  // The view, with the words it follows, is named here on the site, never in the mail.
  const view = token ? await pendingView(await getDb(), token) : null;
  return (
    <PageShell title={t('confirmTitle')}>
      <div className={styles.box}>
        {view ? (
          <p>{t('confirmIntro', { view: viewName(view, (words) => t('words', { words })) })}</p>
        ) : null}
        <TokenForm
          action={ALERT_API.confirm}
          token={token}
          label={t('confirmButton')}
          lang={locale}
        />
      </div>
    </PageShell>
  );
}

/** The visible unsubscribe link's page (mail clients use the one-click address instead). */
export async function UnsubscribePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Alerts');
  const token = one((await searchParams).t);
  return (
    <PageShell title={t('unsubscribeTitle')}>
      <div className={styles.box}>
        <TokenForm
          action={ALERT_API.unsubscribe}
          token={token}
          label={t('unsubscribeButton')}
          lang={locale}
        />
      </div>
    </PageShell>
  );
}

/** Every subscription of the address a signed link names, each with its own unsubscribe button. */
export async function ManagePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('Alerts');
  const errors = await getTranslations('AlertErrors');
  const token = one((await searchParams).t);
  const secret = alertsSecret();
  const id = verifyId(secret, 'manage', token);
  const found = id === null ? null : await addressSubscriptions(await getDb(), id);
  let body;
  if (!found) {
    body = (
      <p role="alert" className={styles.error}>
        {errors('token')}
      </p>
    );
  } else {
    body = (
      <>
        <p>{t('manageIntro', { email: found.address.email })}</p>
        {found.subscriptions.length === 0 ? <p>{t('manageEmpty')}</p> : null}
        <ul className={styles.list}>
          {found.subscriptions.map((s) => (
            <li key={s.id}>
              <span>
                <a href={viewPath(s.target, s.language)}>
                  {viewName(s, (words) => t('words', { words }))}
                </a>
                <br />
                {t('manageFrequency', { frequency: t(s.frequency) })}
              </span>
              <TokenForm
                action={ALERT_API.unsubscribe}
                token={signId(secret, 'unsubscribe', s.id)}
                label={t('manageUnsubscribe')}
                lang={locale}
              />
            </li>
          ))}
        </ul>
        <TokenForm action={ALERT_API.manage} token={token} label={t('manageAll')} lang={locale} />
      </>
    );
  }
  return (
    <PageShell title={t('manageTitle')}>
      <div className={styles.box}>{body}</div>
    </PageShell>
  );
}
