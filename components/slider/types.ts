/** The slider's texts in the page's language (components/slider/labels.ts). */
export interface SliderLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Each slide's name, e.g. 'Slayd {n} / {total}'. */
  slide: string;
  /** Each dot's name, e.g. 'Slayda keç: {n}'. */
  goTo: string;
}
