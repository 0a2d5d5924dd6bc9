import type { HTMLAttributes, Ref } from 'react';

/** The ALTCHA web component as JSX sees it (the package's React typings are not exported). */
interface AltchaWidgetProps extends HTMLAttributes<HTMLElement> {
  /** the element, with the widget's reset() and verify() */
  ref?: Ref<HTMLElement & { reset(): void; verify(): Promise<unknown> }>;
  challenge?: string;
  language?: string;
  name?: string;
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  configuration?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetProps;
    }
  }
}
