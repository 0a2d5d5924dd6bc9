import type { HTMLAttributes, Ref } from 'react';

/** The ALTCHA web component as JSX sees it (the package's React typings are not exported). */
interface AltchaWidgetProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
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
