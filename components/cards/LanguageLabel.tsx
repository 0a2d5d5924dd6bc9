import styles from './LanguageLabel.module.css';

/**
 * "In Azerbaijani" on a list entry whose item is shown in the other language than the page's
 * (no translation, docs/languages.md). The entry is marked with the item's lang; the label is
 * in the page's language, and says so.
 */
export function LanguageLabel({ lang, label }: { lang: 'az' | 'en'; label: string }) {
  return (
    <span className={styles.label} lang={lang === 'az' ? 'en' : 'az'}>
      {label}
    </span>
  );
}
