import { pageLocale } from '@/i18n/page-locale';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page/PageShell';
import { env } from '@/lib/platform/config/env';
import { localizePath, stripLocale } from '@/i18n/paths';
import { cardOf, checkPreview, MAX_IMAGE_BYTES, type Check } from '@/lib/features/preview/checks';
import { readHead } from '@/lib/features/preview/head';
import { mayRead, readImage, readPage } from '@/lib/features/preview/read';
import { PREVIEW_PATH } from '@/lib/features/preview/path';
import { resolveTarget } from '@/lib/features/preview/target';
import { pageMetadata } from '@/lib/features/seo/metadata';
import { PreviewCards } from '@/components/preview/PreviewCards';
import styles from '@/components/preview/Preview.module.css';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Preview' });
  const meta = await getTranslations({ locale, namespace: 'Metadata' });
  return pageMetadata({
    locale,
    path: PREVIEW_PATH,
    title: t('title'),
    description: t('description'),
    siteName: meta('siteName'),
    noindex: true,
  });
}

/** What the check found for an address: refused, unreadable, not a page, or cards and checks. */
async function inspect(raw: string | undefined) {
  const site = env().SITE_URL;
  const target = resolveTarget(raw, site);
  if (!target.ok) return target.reason === 'empty' ? null : ({ kind: 'refused', target } as const);
  // The check never reads itself (an address of this page would nest reads).
  if (stripLocale(target.url.pathname) === PREVIEW_PATH)
    return { kind: 'refused', target: { ok: false, reason: 'invalid' } } as const;
  const page = await readPage(target.url);
  if (!page) return { kind: 'unreadable' } as const;
  if (page.status !== 200) return { kind: 'status', status: page.status } as const;
  const head = readHead(page.html);
  const card = cardOf(head);
  const image = /^https?:\/\//i.test(card.image)
    ? await readImage(card.image, MAX_IMAGE_BYTES + 1)
    : undefined;
  const url = new URL(page.url);
  return {
    kind: 'checked',
    url,
    card: { ...card, image: card.image && mayRead(card.image) ? card.image : '', host: url.host },
    checks: checkPreview(url, head, image),
  } as const;
}

/**
 * The link-preview check for editors (/paylasim-yoxlamasi?url=…): linked from
 * nowhere and never indexed. A GET form; the server reads the page at an
 * address of this site only (SITE_URL's origin) and shows each network's card
 * and the checks, all without JavaScript.
 */
export async function PreviewPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const raw = (await searchParams).url;
  const value = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const t = await getTranslations('Preview');
  const origin = new URL(env().SITE_URL).origin;
  const result = await inspect(value);
  return (
    <PageShell title={t('title')}>
      <p>{t('intro')}</p>
      <form method="get" action={localizePath(locale, PREVIEW_PATH)} className={styles.form}>
        <div className={styles.field}>
          <label htmlFor="preview-url">{t('label')}</label>
          <input
            id="preview-url"
            name="url"
            type="text"
            inputMode="url"
            defaultValue={value.slice(0, 2000)}
            aria-describedby="preview-hint"
            required
          />
          <p id="preview-hint" className={styles.hint}>
            {t('hint', { origin })}
          </p>
        </div>
        <button type="submit">{t('submit')}</button>
      </form>
      {result?.kind === 'refused' && (
        <p role="alert" className={styles.refused}>
          {result.target.reason === 'foreign'
            ? t('refused.foreign', { origin, host: result.target.host ?? '' })
            : t('refused.invalid', { origin })}
        </p>
      )}
      {result?.kind === 'unreadable' && (
        <p role="alert" className={styles.refused}>
          {t('unreadable')}
        </p>
      )}
      {result?.kind === 'status' && (
        <p role="alert" className={styles.refused}>
          {t('status', { status: result.status })}
        </p>
      )}
      {result?.kind === 'checked' && (
        <>
          <p>{t('checked', { url: result.url.toString() })}</p>
          <section aria-labelledby="preview-checks">
            <h2 id="preview-checks">{t('checksTitle')}</h2>
            <ul className={styles.checks}>
              {result.checks.map((c: Check) => (
                <li key={c.key} className={styles[c.level]} data-check={c.key} data-level={c.level}>
                  <span className={styles.level}>{t(`levels.${c.level}`)}</span>
                  {/* Cast: the checks' keys are those the messages list under checks */}
                  <span>{t(`checks.${c.key}` as 'checks.titleOk', c.values)}</span>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="preview-cards">
            <h2 id="preview-cards">{t('cards')}</h2>
            <PreviewCards card={result.card} noImage={t('noImage')} />
          </section>
        </>
      )}
    </PageShell>
  );
}
