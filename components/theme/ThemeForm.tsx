import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { THEMES, type Theme } from '@/lib/features/theme/theme';
import { StaticPart } from '@/components/shell/StaticPart.client';
import { ReturnPath } from './ReturnPath.client';
import styles from './ThemeForm.module.css';

/**
 * The theme switch (docs/design.md, "Themes"): a plain form post to
 * /api/theme, one submit button per theme, so it works without JavaScript;
 * the answer is a 303 back to this page, rendered in the chosen theme.
 */
export async function ThemeForm({ locale, theme }: { locale: Locale; theme: Theme | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Theme' });
  const current = theme ?? 'system';
  return (
    <form method="post" action="/api/theme" className={styles.form}>
      {/* Without it (a static render), /api/theme goes back to the Referer. */}
      <Suspense fallback={null}>
        <ReturnPath />
      </Suspense>
      {/* A static part: a post reloads the page in the chosen theme, nothing here changes in place. */}
      <StaticPart as="fieldset" staticPart="theme-form" className={styles.fieldset}>
        <legend className={styles.legend}>{t('legend')}</legend>
        <input type="hidden" name="lang" value={locale} />
        {THEMES.map((name) => (
          <button
            key={name}
            type="submit"
            name="theme"
            value={name}
            className={styles.button}
            aria-pressed={current === name}
          >
            {t(name)}
          </button>
        ))}
      </StaticPart>
    </form>
  );
}
