/**
 * The website satisfaction survey.
 */
import type { SurveyQuestion, SurveyVariant } from './types';

function opt(az: string, en: string): SurveyVariant {
  return { az, en, type: 'variant' };
}

function other(): SurveyVariant {
  return { az: 'Digər (qeyd edin)', en: 'Other (please specify)', type: 'text' };
}

export const survey: SurveyQuestion[] = [
  {
    az: 'Saytımıza hansı məqsədlə daxil olmusunuz?',
    en: 'Why did you visit our website?',
    type: 'variant',
    variants: [
      opt('Audit nəticələri ilə tanış olmaq üçün', 'To read audit results'),
      opt('Büdcə rəyləri və hesabatlarla tanış olmaq üçün', 'To read budget opinions and reports'),
      opt('Xəbər və elanları izləmək üçün', 'To follow news and announcements'),
      opt('Müraciət göndərmək üçün', 'To submit a request'),
      other(),
    ],
  },
  {
    az: 'Axtardığınız məlumatı tapa bildinizmi?',
    en: 'Did you find the information you were looking for?',
    type: 'variant',
    variants: [
      opt('Bəli, asanlıqla', 'Yes, easily'),
      opt('Bəli, lakin çətinliklə', 'Yes, but with difficulty'),
      opt('Xeyr', 'No'),
    ],
  },
  {
    az: 'Saytın dizaynını və istifadə rahatlığını necə qiymətləndirirsiniz?',
    en: "How would you rate the website's design and ease of use?",
    type: 'variant',
    variants: [
      opt('Əla', 'Excellent'),
      opt('Yaxşı', 'Good'),
      opt('Kafi', 'Fair'),
      opt('Zəif', 'Poor'),
    ],
  },
  {
    az: 'Saytımız haqqında necə məlumat almısınız?',
    en: 'How did you find out about our website?',
    type: 'variant',
    variants: [
      opt('Axtarış sistemi vasitəsilə', 'Through a search engine'),
      opt('Sosial şəbəkələrdən', 'From social media'),
      opt('Digər dövlət qurumlarının saytlarından', "From other public bodies' websites"),
      other(),
    ],
  },
  {
    az: 'Saytın təkmilləşdirilməsi üçün təklifləriniz',
    en: 'Your suggestions for improving the website',
    type: 'text',
  },
];
