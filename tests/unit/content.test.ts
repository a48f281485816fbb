import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  AppsFileSchema,
  DietCardFileSchema,
  EmergencyBoxFileSchema,
  GlossaryFileSchema,
  GUIDE_TOPIC_IDS,
  GuideTopicFileSchema,
  PHRASE_CATEGORIES,
  PhrasesFileSchema,
  PlacesFileSchema,
} from '#shared/contracts/content';
import {
  findAvoidedWords,
  findHaeyoEndings,
  findVosotros,
  glanceProblems,
  hasBrokenEmphasis,
  isReviewOverdue,
  numbersIn,
  numbersNotIn,
  reviewDueOn,
} from '#shared/content-rules';
import { kakaoMapLinks, naverMapLinks } from '#app/features/places/map-links.ts';

const read = (file: string) => JSON.parse(readFileSync(`content/${file}`, 'utf8'));
const unique = (ids: string[]) => expect(new Set(ids).size).toBe(ids.length);
const LANGUAGES = ['ko', 'es', 'en'] as const;
const today = new Date().toISOString().slice(0, 10);
const locale = (lng: string, ns: string) => JSON.parse(readFileSync(`public/locales/${lng}/${ns}.json`, 'utf8'));
const namespaces = readdirSync('public/locales/es').map((f) => f.replace(/\.json$/, ''));
const topics = GUIDE_TOPIC_IDS.map((topic) => GuideTopicFileSchema.parse(read(`guide/${topic}.json`)));
const glossary = GlossaryFileSchema.parse(read('glossary-es.json'));

/** Every string under `value`, with where it is; `onlyEs` keeps those under an `es` key. */
function* strings(value: unknown, where: string, onlyEs = false, isEs = !onlyEs): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (isEs) yield [where, value];
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* strings(v, `${where}[${i}]`, onlyEs, isEs);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* strings(v, `${where}.${k}`, onlyEs, isEs || k === 'es');
  }
}

/** Every Spanish string a reader sees: the es locale files and the es side of every content file. */
function* spanishTexts(): Generator<[string, string]> {
  for (const ns of namespaces) yield* strings(locale('es', ns), `es/${ns}`);
  for (const file of ['phrases.json', 'places.json', 'apps.json', 'diet-card.json'])
    yield* strings(read(file), file, true);
  for (const topic of GUIDE_TOPIC_IDS) yield* strings(read(`guide/${topic}.json`), `guide/${topic}`, true);
}

/** Where a phrase's romanization breaks the rules the phrase list keeps (the cases the reviews named). */
function romanizationProblems({ ko, romanization }: { ko: string; romanization: string }): string[] {
  const problems: string[] = [];
  const words = (s: string) =>
    s
      .replace(/[?!.,…~]/g, ' ')
      .trim()
      .split(/\s+/).length;
  // Words are spaced as in Hangul: 할인돼요 is one word, so is harindwaeyo.
  if (words(ko) !== words(romanization))
    problems.push(`${words(ko)} words in Hangul, ${words(romanization)} in romanization`);
  // Letters already Latin in the Korean text (KTX, eSIM) stay as they are, never "keitiekseu".
  for (const latin of ko.match(/[A-Za-z][A-Za-z-]*/g) ?? [])
    if (!romanization.includes(latin)) problems.push(`${latin} is written as in Hangul`);
  // ㄴ-insertion: a name ending in a consonant before 역 (station) is said 녁, after ㄹ 력: 명동역 myeongdongnyeok, 서울역 seoullyeok.
  for (const m of ko.matchAll(/([가-힣]+)역(?=에서|이|에|은|까지|으로|[\s?]|$)/g)) {
    const last = m[1]!.charCodeAt(m[1]!.length - 1) - 0xac00;
    const coda = last % 28;
    if (coda === 0) continue;
    const expected = coda === 8 ? 'lyeo' : 'nyeo';
    if (!romanization.includes(expected)) problems.push(`${m[0]} → …${expected}…`);
  }
  return problems;
}

describe('content files', () => {
  it('phrases: at least 150, in every category, all three languages, unique ids', () => {
    const { phrases } = PhrasesFileSchema.parse(read('phrases.json'));
    unique(phrases.map((p) => p.id));
    for (const category of PHRASE_CATEGORIES) {
      expect(phrases.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
  });

  it('places: at least 8 regions of at least 5 places, with Naver and Kakao links that name the place', () => {
    const { regions } = PlacesFileSchema.parse(read('places.json'));
    unique(regions.map((r) => r.id));
    const places = regions.flatMap((r) => r.places);
    unique(places.map((p) => p.id));
    for (const place of places) {
      const naver = naverMapLinks(place);
      const kakao = kakaoMapLinks(place);
      for (const links of [naver, kakao]) {
        expect(new URL(links.web).protocol).toBe('https:');
        expect(links.web).toContain(encodeURIComponent(place.nameKo));
        expect(links.app).toContain(encodeURIComponent(place.nameKo));
      }
      // A search by name alone finds namesakes; a bare coordinate shows no pin.
      expect(decodeURIComponent(naver.web)).toContain(`${place.nameKo} ${place.addressKo}`);
      expect(naver.app).toMatch(/^nmap:\/\/place\?lat=3\d\.\d+&lng=12\d\.\d+&name=/);
      expect(kakao.app).toMatch(/^kakaomap:\/\/search\?q=[^&]+&p=3\d\.\d+,12\d\.\d+$/);
    }
  });

  it('every guide topic is titled in three languages', () => {
    for (const lng of LANGUAGES) {
      const { topics: titles } = locale(lng, 'guide');
      for (const topic of GUIDE_TOPIC_IDS) {
        expect(titles[topic]?.title, `${lng} ${topic}`).toBeTruthy();
        expect(titles[topic]?.summary, `${lng} ${topic}`).toBeTruthy();
      }
    }
  });

  it.each(GUIDE_TOPIC_IDS)(
    'guide topic %s: sections in three languages, each with its icon, no empty paragraph',
    (topic) => {
      const article = GuideTopicFileSchema.parse(read(`guide/${topic}.json`));
      expect(article.topic).toBe(topic);
      unique(article.sections.map((s) => s.id));
      for (const section of article.sections) {
        const counts = LANGUAGES.map((lng) => section.body[lng].length);
        expect(new Set(counts).size, `${topic}#${section.id} has the same paragraphs in every language`).toBe(1);
      }
    },
  );

  it('the topics the issue asked for cover what a traveller needs before and during the trip', () => {
    const ids = (topic: string) => topics.find((t) => t.topic === topic)!.sections.map((s) => s.id);
    expect(ids('entry')).toEqual(
      expect.arrayContaining(['k-eta', 'e-arrival', 'visa-free-stays', 'passport', 'customs']),
    );
    expect(ids('connectivity')).toEqual(
      expect.arrayContaining(['sim-and-esim', 'roaming-and-pocket-wifi', 'free-wifi', 'korean-number']),
    );
    expect(ids('seasons')).toEqual(
      expect.arrayContaining([
        'weather-by-month',
        'monsoon-and-typhoons',
        'yellow-and-fine-dust',
        'what-to-pack',
        'plugs-and-water',
      ]),
    );
    expect(ids('holidays')).toEqual(
      expect.arrayContaining([
        'calendar-2026',
        'calendar-2027',
        'substitute-holidays',
        'seollal-and-chuseok-closures',
        'festivals',
      ]),
    );
    expect(ids('safety')).toEqual(
      expect.arrayContaining([
        'solo-women',
        'lgbt-travellers',
        'scams-and-overcharging',
        'drink-spiking',
        'tourist-police',
      ]),
    );
    expect(ids('traffic')).toEqual(
      expect.arrayContaining(['accessibility', 'luggage', 'flights-and-ferries', 'car-rental']),
    );
    const embassies = topics
      .find((t) => t.topic === 'emergency')!
      .sections.find((s) => s.id === 'embassies')!
      .body.en.join(' ');
    for (const country of [
      'Spain',
      'Mexico',
      'Argentina',
      'Colombia',
      'Chile',
      'Peru',
      'United States',
      'United Kingdom',
    ])
      expect(embassies).toContain(country);
  });

  it('the holiday calendar has Constitution Day and the substitute holidays, and traffic the real KTX/SRT pilot date', () => {
    const holidays = topics.find((t) => t.topic === 'holidays')!;
    const y2026 = holidays.sections.find((s) => s.id === 'calendar-2026')!.body.en.join(' ');
    expect(y2026).toContain('17 July (Fri): Constitution Day');
    for (const substitute of ['2 March (Mon)', '25 May (Mon)', '17 August (Mon)', '5 October (Mon)'])
      expect(y2026).toContain(substitute);
    const y2027 = holidays.sections.find((s) => s.id === 'calendar-2027')!.body.en.join(' ');
    expect(y2027).toContain('6–8 February');
    expect(y2027).toContain('9 February (Tue)');
    const traffic = JSON.stringify(read('guide/traffic.json'));
    expect(traffic).not.toMatch(/since March 2026|desde marzo de 2026|2026년 3월부터/);
    expect(traffic).toContain('25 February 2026');
  });

  it('entry facts follow the rules checked in November 2026: K-ETA valid 3 years, 100 ml of perfume, Argentina 90 days', () => {
    const entry = topics.find((t) => t.topic === 'entry')!;
    const section = (id: string, lng: (typeof LANGUAGES)[number]) =>
      entry.sections.find((s) => s.id === id)!.body[lng].join(' ');
    const keta = { ko: '3년간 유효', es: 'vale 3 años', en: 'valid for 3 years' };
    const perfume = { ko: '향수 100ml', es: '100 ml de perfume', en: '100 ml of perfume' };
    for (const lng of LANGUAGES) {
      expect(section('k-eta', lng), lng).toContain(keta[lng]);
      expect(section('customs', lng), lng).toContain(perfume[lng]);
      expect(section('visa-free-stays', lng), lng).not.toMatch(/30일로 적힌|dicen 30|say 30/);
    }
  });

  it('the Climate Card helper and the traffic article agree that the pass does not cover Ttareungyi bikes', () => {
    const bikes = { ko: '따릉이', es: 'Ttareungyi', en: 'Ttareungyi' };
    const traffic = topics.find((t) => t.topic === 'traffic')!.sections.find((s) => s.id === 'transport-cards')!;
    for (const lng of LANGUAGES) {
      expect(locale(lng, 'guide').cards.options.climateCard.notCovered, lng).toContain(bikes[lng]);
      const climate = traffic.body[lng].find((p) => /기후동행카드|Climate Card/.test(p));
      expect(climate, lng).toMatch(
        lng === 'ko'
          ? /따릉이[^.]*쓸 수 없/
          : lng === 'es'
            ? /No sirve para las bicicletas Ttareungyi/
            : /does not cover Ttareungyi bikes/,
      );
    }
  });

  it('essential apps: each dated, with a well-formed store or web link, Korean-only ones marked by their languages', () => {
    const { apps } = AppsFileSchema.parse(read('apps.json'));
    unique(apps.map((a) => a.id));
    for (const app of apps) {
      expect(app.ios ?? app.android ?? app.web, app.id).toBeDefined();
      if (app.ios) expect(app.ios).toMatch(/^https:\/\/apps\.apple\.com\/[a-z]{2}\/app\/[^/]+\/id\d+/);
      if (app.android) expect(app.android).toMatch(/^https:\/\/play\.google\.com\/store\/apps\/details\?id=[\w.]+$/);
    }
    expect(apps.map((a) => a.category)).toEqual(expect.arrayContaining(['messaging', 'internet', 'restaurants']));
    // The additions: messenger, eSIM, tax refund, express buses, restaurant booking, VisitKorea.
    expect(apps.map((a) => a.id)).toEqual(
      expect.arrayContaining([
        'kakaotalk',
        'holafly-esim',
        'gtf-tax-refund',
        'kobus',
        'catchtable-global',
        'visitkorea',
      ]),
    );
    // App Store ids confirmed in November 2026; SRT's could not be, so its notes point iPhone users to the official site.
    for (const id of ['korail-talk', 'coupang-eats']) expect(apps.find((a) => a.id === id)?.ios, id).toBeDefined();
    const srt = apps.find((a) => a.id === 'srt')!;
    if (!srt.ios) for (const lng of LANGUAGES) expect(srt.notes[lng], lng).toContain('etk.srail.kr');
    expect(apps.find((a) => a.id === 'visitkorea')?.webEs).toMatch(/^https:\/\/spanish\.visitkorea\.or\.kr/);
  });

  it('diet card: every item in Korean, with hidden ingredients in three languages, the diets travellers ask for included', () => {
    const card = DietCardFileSchema.parse(read('diet-card.json'));
    unique(card.items.map((i) => i.id));
    expect(card.items.map((i) => i.id)).toEqual(
      expect.arrayContaining([
        'halal',
        'vegan',
        'vegetarian',
        'vegetarian-no-egg-dairy',
        'sesame',
        'soy',
        'buckwheat',
        'alcohol',
      ]),
    );
  });

  it('the emergency lines say honestly when they answer, what they cost and that 1330 has no Spanish line', () => {
    const box = EmergencyBoxFileSchema.parse(read('emergency-box.json'));
    expect(box.numbers.map((n) => n.number)).toEqual(['112', '119', '1330', '1345']);
    const spanish = { ko: '스페인어', es: 'español', en: 'Spanish' };
    const roaming = { ko: '로밍', es: 'roaming', en: 'roaming' };
    for (const lng of LANGUAGES) {
      for (const lines of [locale(lng, 'common').home.emergency, locale(lng, 'guide').emergency]) {
        expect(lines.title ?? lines.heading).not.toMatch(/24/);
        expect(lines.travel).toContain(spanish[lng]);
        expect(lines.travel.toLowerCase()).toContain(roaming[lng]);
        expect(lines.immigration).toContain('09:00');
      }
    }
  });
});

describe('the third review (issue 26): facts that were wrong or risky', () => {
  const topic = (id: string) => topics.find((t) => t.topic === id)!;
  const text = (id: string, section: string, lng: (typeof LANGUAGES)[number]) =>
    topic(id)
      .sections.find((s) => s.id === section)!
      .body[lng].join(' ');

  it('visa-free stays list the Spanish-speaking countries one by one; Bolivia and Cuba need a visa; K-ETA ends with the passport', () => {
    const countries = {
      en: [
        'Spain',
        'Mexico',
        'Chile',
        'Colombia',
        'Argentina',
        'Peru',
        'Uruguay',
        'Costa Rica',
        'Guatemala',
        'El Salvador',
        'Nicaragua',
        'Panama',
        'Dominican Republic',
        'Venezuela',
        'Ecuador',
        'Honduras',
        'Paraguay',
        'Bolivia',
        'Cuba',
        'Equatorial Guinea',
      ],
      es: [
        'España',
        'México',
        'Chile',
        'Colombia',
        'Argentina',
        'Perú',
        'Uruguay',
        'Costa Rica',
        'Guatemala',
        'El Salvador',
        'Nicaragua',
        'Panamá',
        'República Dominicana',
        'Venezuela',
        'Ecuador',
        'Honduras',
        'Paraguay',
        'Bolivia',
        'Cuba',
        'Guinea Ecuatorial',
      ],
      ko: [
        '스페인',
        '멕시코',
        '칠레',
        '콜롬비아',
        '아르헨티나',
        '페루',
        '우루과이',
        '코스타리카',
        '과테말라',
        '엘살바도르',
        '니카라과',
        '파나마',
        '도미니카공화국',
        '베네수엘라',
        '에콰도르',
        '온두라스',
        '파라과이',
        '볼리비아',
        '쿠바',
        '적도기니',
      ],
    };
    const visaNeeded = {
      en: /Visa needed: citizens of Bolivia, Cuba/,
      es: /Con visa: Bolivia, Cuba/,
      ko: /비자 필요: 볼리비아, 쿠바/,
    };
    // The K-ETA portal's stays by nationality: Honduras and Paraguay 30 days, Ecuador 90.
    const thirtyDays = {
      en: 'Up to 30 days, K-ETA needed: Honduras and Paraguay',
      es: 'Hasta 30 días, con K-ETA: Honduras y Paraguay',
      ko: '최대 30일, K-ETA 필요: 온두라스, 파라과이',
    };
    const ninetyDays = {
      en: /Up to 90 days, K-ETA needed:.*Ecuador/,
      es: /Hasta 90 días, con K-ETA:.*Ecuador/,
      ko: /최대 90일, K-ETA 필요:.*에콰도르/,
    };
    const passport = {
      en: 'ends when your passport does',
      es: 'termina cuando vence tu pasaporte',
      ko: '여권과 함께 끝납니다',
    };
    for (const lng of LANGUAGES) {
      const stays = text('entry', 'visa-free-stays', lng);
      for (const country of countries[lng]) expect(stays, `${lng} ${country}`).toContain(country);
      expect(stays).toMatch(visaNeeded[lng]);
      expect(stays).toContain(thirtyDays[lng]);
      expect(stays).toMatch(ninetyDays[lng]);
      expect(stays).not.toMatch(/그 밖의 중남미|Otros países latinoamericanos|Other Latin American countries/);
      expect(text('entry', 'k-eta', lng)).toContain(passport[lng]);
    }
  });

  it('driving permits: Geneva 1949 and Vienna 1968, not the Inter-American permit; Ulleungdo boats from Mukho in Donghae', () => {
    const permit = {
      en: /1968 Vienna.*Inter-American/,
      es: /Viena de 1968.*interamericano/,
      ko: /1968년 비엔나.*미주 국제운전면허증/,
    };
    const portal = '가보고 싶은 섬';
    const mukho = { en: 'Mukho port in Donghae', es: 'Mukho, en Donghae', ko: '동해시 묵호항' };
    for (const lng of LANGUAGES) {
      expect(text('traffic', 'car-rental', lng)).toMatch(permit[lng]);
      expect(text('traffic', 'flights-and-ferries', lng)).toContain(portal);
      expect(text('traffic', 'flights-and-ferries', lng)).toContain(mukho[lng]);
      expect(text('traffic', 'flights-and-ferries', lng)).not.toMatch(/Gangneung \(Mukho\)|강릉\(묵호\)/);
    }
  });

  it('Seoul Wi-Fi names, 1 May, Argentine and Chilean plugs, the Lantern Festival in winter', () => {
    const may = { en: '1 May (Fri): Labour Day', es: '1 de mayo (vie): Día del Trabajo', ko: '5월 1일(금) 노동절' };
    const plugs = {
      en: /Argentina \(type I.*Chile \(type L/,
      es: /Argentina \(tipo I.*Chile \(tipo L/,
      ko: /I형을 쓰는 아르헨티나.*L형을 쓰는 칠레/,
    };
    for (const lng of LANGUAGES) {
      const wifi = text('connectivity', 'free-wifi', lng);
      expect(wifi).toContain('SEOUL_Secure');
      expect(wifi).toMatch(/\bSEOUL\b/);
      expect(wifi).not.toContain('Seoul_WiFi');
      expect(text('holidays', 'calendar-2026', lng)).toContain(may[lng]);
      expect(text('seasons', 'plugs-and-water', lng)).toMatch(plugs[lng]);
    }
    expect(text('holidays', 'festivals', 'en')).toMatch(/mid-December to early January/);
  });

  it('the guide agrees with itself: one airport taxi range, one answer on Kakao T and foreign cards', () => {
    for (const lng of LANGUAGES) {
      const ranges = [text('traffic', 'airport-to-city', lng), text('safety', 'scams-and-overcharging', lng)].map(
        (t) => /60[,.]000\s*[–~]\s*(\d+[,.]000)/.exec(t)?.[1],
      );
      expect(ranges[0], lng).toBeDefined();
      expect(ranges[1], lng).toBe(ranges[0]);
    }
    const { apps } = AppsFileSchema.parse(read('apps.json'));
    const app = (id: string) => apps.find((a) => a.id === id)!;
    const fails = { en: 'often fails', es: 'falla a menudo', ko: '자주 실패' };
    for (const lng of LANGUAGES) {
      expect(app('kakao-t').notes[lng]).toContain(fails[lng]);
      expect(text('traffic', 'taxis-and-ride-hailing', lng)).toContain(fails[lng]);
      expect(text('connectivity', 'korean-number', lng)).toContain(fails[lng]);
      // The app list asked travellers to sign in before flying, while maps need no account.
      expect(locale(lng, 'guide').apps.lead).not.toMatch(/로그인해 두십시오|inicia sesión|sign in before/);
      // Named without disclosure before; 코레일+ was never confirmed; Emergency Ready linked a Korean-only portal.
      expect(app('holafly-esim').notes[lng]).toMatch(/아무 관계가 없고|ninguna relación|no link with/);
      expect(app('korail-talk').notes[lng]).not.toContain('코레일+');
    }
    expect(app('emergency-ready').web).toBeUndefined();
    expect(app('emergency-ready').android).toBeDefined();
  });

  it('embassies: a line for each Spanish-speaking country, with the emergency numbers we could confirm', () => {
    const embassies = text('emergency', 'embassies', 'en');
    for (const line of ['Spain:', 'Mexico:', 'Colombia:', 'Chile:', 'Argentina:', 'Peru:'])
      expect(embassies).toContain(line);
    expect(embassies).toContain('010-9490-1694');
    expect(embassies).toContain('010-8794-7387');
    expect(embassies).toContain('010-6294-5810');
    // The same numbers in every language: an address or phone is never in one language only.
    for (const phone of ['02-794-3581', '02-798-1694', '02-720-1361', '02-779-2610', '02-796-8144', '02-757-1735'])
      for (const lng of LANGUAGES) expect(text('emergency', 'embassies', lng), `${lng} ${phone}`).toContain(phone);
  });
});

describe('the new topics (issue 26): plan, budget, arrival, health, experiences, longer stays', () => {
  const topic = (id: string) => topics.find((t) => t.topic === id)!;
  const ids = (id: string) => topic(id).sections.map((s) => s.id);

  it('each has the sections a traveller from Spain or Latin America looks for first', () => {
    expect(ids('plan')).toEqual(
      expect.arrayContaining(['route-3-days', 'route-5-days', 'route-7-days', 'route-10-days', 'day-trips']),
    );
    expect(ids('budget')).toEqual(expect.arrayContaining(['daily-budget', 'typical-prices']));
    expect(ids('arrival')).toEqual(
      expect.arrayContaining(['long-haul-flights', 'transit-at-incheon', 'time-difference', 'first-24-hours']),
    );
    expect(ids('health')).toEqual(
      expect.arrayContaining(['travel-insurance', 'clinics-with-interpreters', 'pharmacy-card', 'prescriptions']),
    );
    expect(ids('experiences')).toEqual(
      expect.arrayContaining(['temple-stay', 'hanbok-and-palaces', 'k-pop-tickets', 'passes-and-discounts']),
    );
    expect(ids('longer-stays')).toEqual(
      expect.arrayContaining(['working-holiday', 'studying-korean', 'k-eta-or-visa']),
    );
  });

  it('every itinerary has its map, the day trips name passport and dress rules, and the first 24 hours is a checklist', () => {
    for (const s of topic('plan').sections.filter((s) => s.id.startsWith('route-') || s.id === 'day-trips'))
      expect(s.route?.stops.length, s.id).toBeGreaterThanOrEqual(2);
    const dayTrips = topic('plan').sections.find((s) => s.id === 'day-trips')!;
    expect(dayTrips.route!.stops.slice(1).every((s) => s.dayTrip && s.from === 0)).toBe(true);
    expect(dayTrips.body.en.join(' ')).toMatch(/passport.*ripped jeans/s);
    for (const place of ['Suwon', 'Jeonju', 'Andong', 'DMZ']) expect(dayTrips.body.en.join(' ')).toContain(place);
    const first = topic('arrival').sections.find((s) => s.id === 'first-24-hours')!;
    expect(first.checklist).toBe(true);
    // SIM → T-money → AREX → check-in, in that order.
    const order = ['SIM', 'T-money', 'AREX', 'Check-in'].map((w) => first.body.en.findIndex((p) => p.includes(w)));
    expect(order.every((n, i) => n >= 0 && (i === 0 || n > order[i - 1]!))).toBe(true);
  });

  it('budget prices come in won with a dollar and a euro reference, and say when they were checked', () => {
    const prices = topic('budget')
      .sections.find((s) => s.id === 'typical-prices')!
      .body.en.join(' ');
    for (const item of ['meal', 'Americano', 'Subway', 'KTX', 'hostel', 'hotel']) expect(prices).toContain(item);
    expect(prices).toMatch(/US\$/);
    expect(prices).toMatch(/€/);
    expect(topic('budget').intro.en).toMatch(/checked in November 2026/);
  });

  it('the time zone is UTC+9 without daylight saving; the Working Holiday list names the partners we could confirm', () => {
    expect(topic('arrival').sections.find((s) => s.id === 'time-difference')!.body.en[0]).toMatch(
      /UTC\+9 all year, with no daylight saving/,
    );
    const wh = topic('longer-stays')
      .sections.find((s) => s.id === 'working-holiday')!
      .body.en.join(' ');
    expect(wh).toMatch(/Spain, Argentina and Chile/);
  });
});

describe('a guide that reads at a glance (issue 28)', () => {
  it.each(GUIDE_TOPIC_IDS)(
    'guide topic %s opens with 3–5 key facts in each language, their numbers from its own text',
    (id) => {
      const topic = topics.find((t) => t.topic === id)!;
      for (const lng of LANGUAGES) {
        expect(topic.keyFacts[lng].length, lng).toBeGreaterThanOrEqual(3);
        expect(topic.keyFacts[lng].length, lng).toBeLessThanOrEqual(5);
      }
      expect(glanceProblems(topic)).toEqual([]);
    },
  );

  it('key facts put their numbers in bold', () => {
    const unbolded = topics.flatMap((t) =>
      LANGUAGES.flatMap((lng) =>
        t.keyFacts[lng]
          // A number inside a word or code (KF94, H-1, lost112.go.kr, 2인분) need not stand out.
          .filter((f) => /(?<![\p{L}\d*,.:+-])\d/u.test(f.replace(/\*\*[^*]+\*\*/g, '')))
          .map((f) => `${t.topic} ${lng}: ${f}`),
      ),
    );
    expect(unbolded).toEqual([]);
  });

  it('fares and passes are tables: the airport trip, T-money against the Climate Card, KTX between cities', () => {
    const tables = (id: string) =>
      topics
        .find((t) => t.topic === id)!
        .sections.filter((s) => s.table)
        .map((s) => s.id);
    expect(tables('traffic')).toEqual(['airport-to-city', 'transport-cards']);
    expect(tables('plan')).toEqual(['combining-regions']);
    const traffic = structuredClone(topics.find((t) => t.topic === 'traffic')!);
    traffic.sections.find((s) => s.table)!.table!.rows[0]!.ko[2] = '약 **4,500원**';
    expect(glanceProblems(traffic)).toEqual(['ko airport-to-city table "약 **4,500원**": 4,500 not in the topic']);
  });

  it('"do this first" checklists open the eSIM and T-money topics, beside the first 24 hours on arrival', () => {
    const first = (id: string) => topics.find((t) => t.topic === id)!.sections[0]!;
    expect([first('connectivity').id, first('connectivity').checklist]).toEqual(['esim-first', true]);
    expect([first('traffic').id, first('traffic').checklist]).toEqual(['t-money-first', true]);
    expect(topics.find((t) => t.topic === 'arrival')!.sections.find((s) => s.id === 'first-24-hours')!.checklist).toBe(
      true,
    );
  });

  it('the number check reads numbers as written and catches one the topic never states', () => {
    expect(numbersIn('approx. **1,550 won**, 09:00–18:00, 0.03% and 1.550 wones.')).toEqual([
      '1,550',
      '09:00',
      '18:00',
      '0.03',
      '1.550',
    ]);
    expect(numbersNotIn('Subway **1,550 won**, bus **1,600 won**', 'The subway costs approx. 1,550 won.')).toEqual([
      '1,600',
    ]);
    expect(hasBrokenEmphasis('**1,550 won')).toBe(true);
    expect(hasBrokenEmphasis('**1,550** won')).toBe(false);
    const topic = structuredClone(topics.find((t) => t.topic === 'traffic')!);
    topic.keyFacts.es[0] = 'El metro cuesta **9.999 wones**.';
    expect(glanceProblems(topic)).toEqual(['es fact "El metro cuesta **9.999 wones**.": 9.999 not in the topic']);
    topic.keyFacts.en = topic.keyFacts.en.slice(0, 2);
    expect(glanceProblems(topic)).toContain('en: 2 key facts, not 3–5');
  });
});

describe('content that changes is dated and reviewed', () => {
  const dated = (): [string, string][] => [
    ...topics.map((t): [string, string] => [`guide/${t.topic}`, t.reviewed]),
    ...AppsFileSchema.parse(read('apps.json')).apps.map((a): [string, string] => [`app ${a.id}`, a.reviewed]),
    ['apps.json', AppsFileSchema.parse(read('apps.json')).reviewed],
    ['diet-card.json', DietCardFileSchema.parse(read('diet-card.json')).reviewed],
    ['emergency-box.json', EmergencyBoxFileSchema.parse(read('emergency-box.json')).reviewed],
    ['phrases.json', PhrasesFileSchema.parse(read('phrases.json')).reviewed],
    ['places.json', PlacesFileSchema.parse(read('places.json')).reviewed],
    ['glossary-es.json', glossary.reviewed],
  ];

  it('no item was reviewed more than 12 months ago, or in the future', () => {
    const overdue = dated().filter(([, reviewed]) => isReviewOverdue(reviewed, today));
    expect(overdue, 'review these and update their reviewed date').toEqual([]);
    expect(dated().filter(([, reviewed]) => reviewed > today)).toEqual([]);
  });

  it('an item falls due exactly 12 months after its review', () => {
    expect(reviewDueOn('2026-11-23')).toBe('2027-11-23');
    expect(isReviewOverdue('2025-11-22', '2026-11-23')).toBe(true);
    expect(isReviewOverdue('2025-11-24', '2026-11-23')).toBe(false);
  });

  it('prices in won are marked approximate in every language', () => {
    const price = { ko: /\d[\d,.]*\s*원/, es: /\d[\d.]*\s*wones/, en: /\d[\d,]*\s*won\b/ };
    const approx = { ko: '약', es: 'aprox', en: 'approx' };
    // Banknote values and a worked example are not prices.
    const notAPrice = /지폐|예:|billetes de banco|por ejemplo|Notes are|for example/;
    const unmarked = topics.flatMap((t) =>
      t.sections.flatMap((s) =>
        LANGUAGES.flatMap((lng) =>
          s.body[lng]
            .filter((p) => price[lng].test(p) && !p.includes(approx[lng]) && !notAPrice.test(p))
            .map((p) => `${t.topic}#${s.id} ${lng}: ${p.slice(0, 80)}`),
        ),
      ),
    );
    expect(unmarked).toEqual([]);
  });
});

describe('language', () => {
  it('Spanish keeps to the glossary: one word per concept, understood in Spain and Latin America', () => {
    const found = [...spanishTexts()].flatMap(([where, text]) =>
      findAvoidedWords(text, glossary.terms).map((w) => `${where}: ${w}`),
    );
    expect(found).toEqual([]);
  });

  it('the glossary check catches an avoided word and lets its other meanings pass', () => {
    expect(findAvoidedWords('Guarda el billete en tu móvil.', glossary.terms)).toEqual([
      'móvil → celular',
      'billete → boleto',
    ]);
    expect(findAvoidedWords('El pago móvil no acepta un billete de cincuenta mil.', glossary.terms)).toEqual([]);
  });

  it('Spanish talks to the reader as tú, never vosotros', () => {
    expect(
      findVosotros(
        'Si queréis pagar por separado, cuántas personas sois, si usasteis autopista y solo vosotros lo veis',
      ),
    ).toEqual(['queréis', 'sois', 'usasteis', 'vosotros', 'veis']);
    const found = [...spanishTexts()].flatMap(([where, text]) => findVosotros(text).map((w) => `${where}: ${w}`));
    expect(found).toEqual([]);
  });

  it('no English is left in the Spanish interface', () => {
    // Words Spanish shares with English.
    const allowed = new Set(['hola', 'corea', 'app', 'store', 'google', 'play', 'taxi', 'no', 'internet', 'papago']);
    const leftovers = namespaces.flatMap((ns) => {
      const en = new Map(strings(locale('en', ns), ns));
      return [...strings(locale('es', ns), ns)]
        .filter(([where, text]) => en.get(where) === text)
        .filter(([, text]) =>
          (text.replace(/\{\{\w+\}\}/g, '').match(/[a-z]+/gi) ?? []).some((w) => !allowed.has(w.toLowerCase())),
        )
        .map(([where, text]) => `${where}: ${text}`);
    });
    expect(leftovers).toEqual([]);
  });

  it('Spanish uses neutral Latin American words for food, cars and holidays, and names the member area Mi cuenta', () => {
    const avoided = glossary.terms.flatMap((t) => t.avoid);
    for (const word of [
      'ternera',
      'cacahuete',
      'gamba',
      'beicon',
      'nata',
      'maletero',
      'matrícula',
      'copa',
      'patinetes',
      'festivos',
      'puentes',
      'Mi página',
    ])
      expect(avoided, word).toContain(word);
    expect(findAvoidedWords('Sin gambas ni beicon; dos festivos y un puente en ternera.', glossary.terms)).toEqual([
      'ternera → carne de res',
      'gambas → camarón',
      'beicon → tocino',
      'festivos → feriado',
    ]);
    expect(locale('es', 'common').nav.myPage).toBe('Mi cuenta');
    expect(locale('es', 'mypage').title).toBe('Mi cuenta');
    expect(locale('es', 'phrases').categories.directions).toBe('Cómo llegar');
  });

  it('Korean questions read naturally: no stiff -습니까 outside a confirmation, no "음료 약물"', () => {
    const found = namespaces.flatMap((ns) =>
      [...strings(locale('ko', ns), ns)]
        .filter(([, text]) => /(?<!겠)습니까\?/.test(text))
        .map(([where, text]) => `${where}: ${text}`),
    );
    expect(found).toEqual([]);
    expect(JSON.stringify(locale('ko', 'guide')) + JSON.stringify(read('guide/safety.json'))).not.toContain(
      '음료 약물',
    );
  });

  it('the Korean interface speaks in -습니다 on every screen, with no calques', () => {
    expect(findHaeyoEndings('다른 관리자가 이미 처리한 신고예요. 좋아요 3')).toEqual(['신고예요']);
    const found = namespaces.flatMap((ns) =>
      [...strings(locale('ko', ns), ns)].flatMap(([where, text]) =>
        findHaeyoEndings(text).map((e) => `${where}: ${e}`),
      ),
    );
    expect(found).toEqual([]);
    const all = namespaces.map((ns) => JSON.stringify(locale('ko', ns))).join('\n');
    for (const calque of ['모든 권리 보유', '바닥글 링크', '출국 전에 설치']) expect(all).not.toContain(calque);
  });

  it('the phrase list covers what travellers asked for: pharmacy, harassment, lockers, SIM, access, hours, bookings, lost items', () => {
    const { phrases } = PhrasesFileSchema.parse(read('phrases.json'));
    const ids = phrases.map((p) => p.id);
    for (const id of [
      'where-pharmacy',
      'pharmacy-open-now',
      'need-prescription',
      'sore-throat',
      'diarrhoea',
      'stop-it',
      'dont-touch-me',
      'help',
      'being-followed',
      'where-lockers',
      'buy-sim',
      'wifi-here',
      'is-there-a-lift',
      'wheelchair-access',
      'accessible-toilet',
      'opening-time',
      'closing-time',
      'reservation-under-name',
      'where-lost-and-found',
      'left-bag-in-taxi',
    ])
      expect(ids, id).toContain(id);
    const phrase = (id: string) => phrases.find((p) => p.id === id)!;
    expect(phrase('excuse-me-attention').es).toMatch(/^¡Disculpe!/);
    expect(phrase('youre-welcome').ko).not.toBe('천만에요');
    expect(phrase('taxi-hurry').ko).not.toContain('빨리');
    expect(phrase('taxi-turn-right').en).not.toMatch(/next street$/);
  });

  it('phrase romanization follows the list’s own rules: spacing as in Hangul, Latin kept, ㄴ-insertion before 역', () => {
    const { phrases } = PhrasesFileSchema.parse(read('phrases.json'));
    expect(
      romanizationProblems({ ko: '명동역에서 KTX 타요', romanization: 'myeongdongyeogeseo keitiekseu tayo' }),
    ).toEqual(['KTX is written as in Hangul', '명동역 → …nyeo…']);
    expect(romanizationProblems({ ko: '할인 돼요?', romanization: 'harindwaeyo?' })).toEqual([
      '2 words in Hangul, 1 in romanization',
    ]);
    expect(phrases.flatMap((p) => romanizationProblems(p).map((e) => `${p.id}: ${e}`))).toEqual([]);
  });

  it('romanization follows the Revised Romanization where it was wrong', () => {
    const all = [
      ...GUIDE_TOPIC_IDS.map((t) => JSON.stringify(read(`guide/${t}.json`))),
      JSON.stringify(read('phrases.json')),
    ].join('\n');
    expect(all).not.toMatch(/bunieseyo|\btimoni\b/);
    for (const phrase of PhrasesFileSchema.parse(read('phrases.json')).phrases.filter((p) => p.ko.includes('티머니'))) {
      expect(phrase.romanization).toContain('timeoni');
    }
  });
});
