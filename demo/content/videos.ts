/**
 * Videos: 16 single videos and two groups of four (24 videos in all).
 * The ids are made up and only have the shape of external video ids.
 */
import type { Video, VideoGroup } from './types';

function v(az: string, en: string, videoId: string): Video {
  return { az, en, videoId };
}

const jubilee: VideoGroup = {
  az: 'Heydər Əliyev – 100: yubiley tədbirləri',
  en: 'Heydar Aliyev – 100: anniversary events',
  videos: [
    v('Yubiley konfransının açılışı', 'Opening of the anniversary conference', 'k3Fq9XbT2mA'),
    v('Konfransın plenar iclası', 'Plenary session of the conference', 'Zp7Lw0cR4sE'),
    v(
      '“Heydər Əliyev və dövlət maliyyəsi” sənədli filmi',
      'Documentary “Heydar Aliyev and public finance”',
      'dQ8vN1yH6uJ',
    ),
    v(
      'Yubiley esse müsabiqəsi qaliblərinin mükafatlandırılması',
      'Award ceremony for the winners of the anniversary essay competition',
      'T5rG2kPz9Wc',
    ),
  ],
};

const lessons: VideoGroup = {
  az: 'Vətəndaşlar üçün dövlət auditi: video dərslər',
  en: 'Public audit for citizens: video lessons',
  videos: [
    v(
      'Dərs 1. Hesablama Palatası nə ilə məşğul olur?',
      'Lesson 1. What does the Chamber of Accounts do?',
      'mB4xE7qL0aS',
    ),
    v('Dərs 2. Audit növləri', 'Lesson 2. Types of audit', 'Hc2Vn8tY5fK'),
    v(
      'Dərs 3. Dövlət büdcəsi necə qəbul olunur?',
      'Lesson 3. How is the state budget adopted?',
      'uR6jD3wM1pZ',
    ),
    v(
      'Dərs 4. Audit təklifini necə göndərmək olar?',
      'Lesson 4. How to submit an audit proposal',
      'Lx9sA4gQ7eN',
    ),
  ],
};

/** Videos and video groups, newest first. */
export const videos: Array<Video | VideoGroup> = [
  v(
    '2027-ci il dövlət büdcəsi layihəsinə rəy: əsas tezislər',
    'Opinion on the draft 2027 state budget: key points',
    'pW1oC8kF3vB',
  ),
  v(
    'Palatanın sədrinin Milli Məclisdə büdcə müzakirələrində çıxışı',
    "The Chairman's speech in the Milli Majlis budget debate",
    'Ey5Tb0zJ6hR',
  ),
  v(
    'Zəfər Günü münasibətilə Şəhidlər xiyabanının ziyarəti',
    'Visit to the Alley of Martyrs on Victory Day',
    'aN3qU7mX2dG',
  ),
  v(
    '“Azərişıq” ASC-də audit: nəticələr və tövsiyələr',
    'Audit of Azerishig OJSC: findings and recommendations',
    'Vg8Ke1rS5yL',
  ),
  v('İnkişaf Strategiyasının təqdimatı', 'Launch of the Development Strategy', 'cJ0wH6pB9tQ'),
  v('Audit hesabatları açıq məlumat formatında', 'Audit reports as open data', 'Rm4Dz2xF8nA'),
  lessons,
  v('Fəaliyyət hesabatı 2025: rəqəmlərlə', 'Activity report 2025 in numbers', 'sY7Lc3vG0kE'),
  v(
    'Gənc auditorlar üçün mentorluq proqramı',
    'Mentoring programme for young auditors',
    'Bt1Qe9uN4wP',
  ),
  v('Açıq qapı günü: tələbələr Palatada', 'Open day: students at the Chamber', 'gF6aM2oR7jX'),
  v(
    'Konstitusiyanın 30 illiyinə həsr olunmuş tədbir',
    'Event marking the 30th anniversary of the Constitution',
    'Wk0Pv5dT3sC',
  ),
  v(
    'INTOSAI-nin XXV Konqresi: Palatanın iştirakı',
    "XXV INTOSAI Congress: the Chamber's participation",
    'nH8yB1lZ6qU',
  ),
  v(
    'Vətəndaş büdcəsi: 2026-cı il dövlət büdcəsi sadə dillə',
    "Citizens' budget: the 2026 state budget in plain language",
    'Qe3Rx7cK2mD',
  ),
  v(
    'Dövlət şirkətlərində korporativ idarəetmə: dəyirmi masa',
    'Corporate governance in state-owned companies: round table',
    'x_4Kp8Rn2Qa',
  ),
  v(
    'COP29: ali audit qurumlarının iqlim fəaliyyətindəki rolu',
    'COP29: the role of supreme audit institutions in climate action',
    'iL5Gt9wA0bV',
  ),
  v(
    'Türkiyə Sayıştayı ilə anlaşma memorandumunun imzalanması',
    'Signing of the memorandum with the Turkish Court of Accounts',
    'M-7tVz3Lc9E',
  ),
  jubilee,
  v('Regionlarda vətəndaşların qəbulu', 'Receptions for citizens in the regions', 'yC9Jm3kE8rT'),
];
