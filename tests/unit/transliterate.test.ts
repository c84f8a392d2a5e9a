import { describe, expect, it } from 'vitest';

import { latinToCyrillic, removeForeignMarks, transliterateHtml } from '@/lib/i18n/transliterate';

/** [Latin, Cyrillic]: each row is one rule of docs/i18n.md shown on real Serbian text. */
type Row = readonly [string, string];

const LETTERS: Row[] = [
  ['Beograd', 'Београд'],
  ['Srbija', 'Србија'],
  ['čovek', 'човек'],
  ['ćerka', 'ћерка'],
  ['ćevapčići', 'ћевапчићи'],
  ['Đorđe', 'Ђорђе'],
  ['šešir', 'шешир'],
  ['žaba', 'жаба'],
  ['Čačak', 'Чачак'],
  ['Užice', 'Ужице'],
  ['Niš', 'Ниш'],
  ['Kragujevac', 'Крагујевац'],
  ['Novi Sad', 'Нови Сад'],
  ['Hvala', 'Хвала'],
  ['fotografija', 'фотографија'],
  ['zajednica', 'заједница'],
  ['preduzetništvo', 'предузетништво'],
  ['događaj', 'догађај'],
  ['udruženje', 'удружење'],
  ['smeštaj', 'смештај'],
  ['radionica', 'радионица'],
  ['Preduzetnička mreža', 'Предузетничка мрежа'],
  ['Ana, Marko i Jelena', 'Ана, Марко и Јелена'],
  ['ČAČAK I ŠABAC', 'ЧАЧАК И ШАБАЦ'],
  // ž written as z + a combining caron
  ['z\u030Caba', 'жаба'],
];

const DIGRAPHS: Row[] = [
  ['ljubav', 'љубав'],
  ['ljudi', 'људи'],
  ['prijatelj', 'пријатељ'],
  ['nedelja', 'недеља'],
  ['Ljubljana', 'Љубљана'],
  ['LJUBLJANA', 'ЉУБЉАНА'],
  ['Lj', 'Љ'],
  ['njiva', 'њива'],
  ['znanje', 'знање'],
  ['učenje', 'учење'],
  ['Njegoš', 'Његош'],
  ['NJEGOŠ', 'ЊЕГОШ'],
  ['Nj', 'Њ'],
  ['džep', 'џеп'],
  ['džemper', 'џемпер'],
  ['hodža', 'хоџа'],
  ['Džon', 'Џон'],
  ['DŽEP', 'ЏЕП'],
  ['Dž', 'Џ'],
  // the Unicode digraph letters
  ['ǉubav', 'љубав'],
  ['ǋegoš', 'Његош'],
  ['ǄEP', 'ЏЕП'],
  // a prefix before ž or j in a word that keeps the digraph: only the listed stems split
  ['odžak', 'оџак'],
  ['nadžak', 'наџак'],
  ['konj', 'коњ'],
  ['konjušnica', 'коњушница'],
  ['Tanjug', 'Тањуг'],
  ['Vanja', 'Вања'],
  ['Vanju', 'Вању'],
  ['sinjski', 'сињски'],
  // 'dj' is two letters (đ typed without the Serbian keyboard is not guessed)
  ['podjednako', 'подједнако'],
  ['nadjačati', 'надјачати'],
  ['odjednom', 'одједном'],
];

const SPLITS: Row[] = [
  ['nadživeti', 'надживети'],
  ['nadživela', 'надживела'],
  ['Nadživeo', 'Надживео'],
  ['NADŽIVETI', 'НАДЖИВЕТИ'],
  ['nadživljavati', 'надживљавати'],
  ['odživeti', 'одживети'],
  ['odžaliti', 'оджалити'],
  ['podžanr', 'поджанр'],
  ['podžanrovi', 'поджанрови'],
  ['podžupan', 'поджупан'],
  ['nadžupan', 'наджупан'],
  ['predželudac', 'преджелудац'],
  ['injekcija', 'инјекција'],
  ['Injekcija', 'Инјекција'],
  ['INJEKCIJA', 'ИНЈЕКЦИЈА'],
  ['injekcijom', 'инјекцијом'],
  ['injektor', 'инјектор'],
  ['injunkcija', 'инјункција'],
  ['konjunkcija', 'конјункција'],
  ['Konjunktura', 'Конјунктура'],
  ['konjunktiv', 'конјунктив'],
  ['makrokonjunktura', 'макроконјунктура'],
  ['konjugacija', 'конјугација'],
  ['konjektura', 'конјектура'],
  ['vanjezički', 'ванјезички'],
  ['vanjugoslovenski', 'ванјугословенски'],
  ['panjugoslovenski', 'панјугословенски'],
  ['Dobio je injekciju i nadživeo konja.', 'Добио је инјекцију и надживео коња.'],
];

const FOREIGN_WORDS: Row[] = [
  ['Wild Mixer', 'Wild Mixer'],
  ['Wild Mixer u aprilu', 'Wild Mixer у априлу'],
  ['taxi', 'taxi'],
  ['Yahoo', 'Yahoo'],
  ['quiz', 'quiz'],
  ['New York', 'New York'],
  ['Windows i Linux', 'Windows и Linux'],
  ['café', 'café'],
  ['Zürich', 'Zürich'],
  ['XXI vek', 'XXI век'],
  ['Petar II', 'Петар II'],
  ['IV kvartal', 'IV квартал'],
  ['MMXXVI', 'MMXXVI'],
  ['I onda', 'И онда'],
  ['MI SMO TU', 'МИ СМО ТУ'],
  ['VI STE', 'ВИ СТЕ'],
  ['DA LI DOLAZITE', 'ДА ЛИ ДОЛАЗИТЕ'],
  ['DIV', 'ДИВ'],
];

const MARKS_AND_CODE: Row[] = [
  ['Pratite nas na -{Facebook}-', 'Пратите нас на Facebook'],
  ['-{Startup}- vikend', 'Startup викенд'],
  ['-{Marko Marković}-', 'Marko Marković'],
  ['a -{b}- c -{d}- e', 'а b ц d е'],
  ['-{Instagram, TikTok}-', 'Instagram, TikTok'],
  // the site's borrowed words need no mark
  ['E-commerce', 'E-commerce'],
  ['Industrija: e-commerce i usluge', 'Индустрија: e-commerce и услуге'],
  // an unclosed mark is no mark
  ['-{Facebook', '-{Фацебоок'],
  ['Pokrenite `npm run dev` lokalno', 'Покрените `npm run dev` локално'],
  ['`lj nj dž`', '`lj nj dž`'],
  ['jedan ` znak', 'један ` знак'],
];

const ADDRESSES: Row[] = [
  ['Posetite https://zajednica.rs/blog/dogadjaji', 'Посетите https://zajednica.rs/blog/dogadjaji'],
  ['Link: http://example.com/nj?lj=1.', 'Линк: http://example.com/nj?lj=1.'],
  ['(https://sajt.rs/putanja) ovde', '(https://sajt.rs/putanja) овде'],
  ['www.preduzetnici.rs', 'www.preduzetnici.rs'],
  ['Sajt zajednica.rs je nov', 'Сајт zajednica.rs је нов'],
  ['Kod je na github.com/zajednica/sajt.', 'Код је на github.com/zajednica/sajt.'],
  ['mailto:info@zajednica.rs', 'mailto:info@zajednica.rs'],
  ['Pišite na info@zajednica.rs', 'Пишите на info@zajednica.rs'],
  ['marko.markovic@gmail.com, hvala', 'marko.markovic@gmail.com, хвала'],
  ['ana.startup@demo.local', 'ana.startup@demo.local'],
  ['dj.nikola@posta.rs ili nikola', 'dj.nikola@posta.rs или никола'],
  // A site path standing alone stays; a slash inside a word or a number is punctuation.
  ['/events ili https://primer.rs', '/events или https://primer.rs'],
  ['Prijava je na /auth?next=/admin, pa dalje', 'Пријава је на /auth?next=/admin, па даље'],
  ['(/members/profile) ovde', '(/members/profile) овде'],
  ['mentor i/ili mentorka', 'ментор и/или менторка'],
  ['5/10 mesta, a / ne', '5/10 места, а / не'],
];

const EVERYTHING_ELSE: Row[] = [
  ['', ''],
  ['15. maj 2026. u 18:00', '15. мај 2026. у 18:00'],
  ['Cena: 1.500 dinara!', 'Цена: 1.500 динара!'],
  ['Ћирилица', 'Ћирилица'],
  ['Latinica | Ћирилица', 'Латиница | Ћирилица'],
  ['„Dobro došli“ — rekla je.', '„Добро дошли“ — рекла је.'],
  ['e-mail', 'е-маил'],
  ['3D štampa', '3Д штампа'],
  ['prvi\ndrugi', 'први\nдруги'],
];

const HTML: Row[] = [
  ['<p>Dobro došli</p>', '<p>Добро дошли</p>'],
  [
    '<a href="/dogadjaji" title="Događaji" class="nav-link">Događaji</a>',
    '<a href="/dogadjaji" title="Događaji" class="nav-link">Догађаји</a>',
  ],
  ['<img src="/slika.jpg" alt="Ljubav"> ljubav', '<img src="/slika.jpg" alt="Ljubav"> љубав'],
  ['<p>Kod: <code>nj lj dž</code> kraj</p>', '<p>Код: <code>nj lj dž</code> крај</p>'],
  ['<pre><code>const lj = 1;</code></pre>', '<pre><code>const lj = 1;</code></pre>'],
  ['<code>lj</code> lj', '<code>lj</code> љ'],
  ['<kbd>Ctrl</kbd> i <samp>greška</samp>', '<kbd>Ctrl</kbd> и <samp>greška</samp>'],
  [
    '<script type="application/ld+json">{"name":"Zajednica"}</script><p>Zajednica</p>',
    '<script type="application/ld+json">{"name":"Zajednica"}</script><p>Заједница</p>',
  ],
  ['<style>.njiva{color:red}</style>', '<style>.njiva{color:red}</style>'],
  ['<textarea name="poruka">Poruka</textarea>', '<textarea name="poruka">Poruka</textarea>'],
  ['<svg><title>Ikona</title></svg> Ikona', '<svg><title>Ikona</title></svg> Икона'],
  ['<p>Tom &amp; Jerry&nbsp;su &copy; 2026</p>', '<p>Том &amp; Jerry&nbsp;су &copy; 2026</p>'],
  ['<span lang="en">Startup Weekend</span> u Nišu', '<span lang="en">Startup Weekend</span> у Нишу'],
  [
    '<div lang="en"><p>Hello <b>Belgrade</b></p></div><p>svet</p>',
    '<div lang="en"><p>Hello <b>Belgrade</b></p></div><p>свет</p>',
  ],
  ['<p lang="sr-Latn">Beograd</p>', '<p lang="sr-Latn">Београд</p>'],
  ['<span translate="no">Zajednica</span> zajednica', '<span translate="no">Zajednica</span> заједница'],
  ['<p>-{<strong>Face</strong>book}- stranica</p>', '<p><strong>Face</strong>book страница</p>'],
  ['<p>-{Face<em>book</em>}- i -{Instagram}-</p>', '<p>Face<em>book</em> и Instagram</p>'],
  ['<!-- komentar --><p>tekst</p>', '<!-- komentar --><p>текст</p>'],
  [
    '<p>Piši na <a href="mailto:info@zajednica.rs">info@zajednica.rs</a></p>',
    '<p>Пиши на <a href="mailto:info@zajednica.rs">info@zajednica.rs</a></p>',
  ],
  [
    '<a href="https://zajednica.rs">https://zajednica.rs</a>',
    '<a href="https://zajednica.rs">https://zajednica.rs</a>',
  ],
  ['<p data-note="a > b">tekst</p>', '<p data-note="a > b">текст</p>'],
  ['<p>prvi<br>drugi<br/>treći</p>', '<p>први<br>други<br/>трећи</p>'],
  ['<P CLASS="x">Tekst</P>', '<P CLASS="x">Текст</P>'],
  ['<p>in<em>jekcija</em></p>', '<p>ин<em>јекција</em></p>'],
  [
    '<!DOCTYPE html><html lang="sr-Latn"><head><title>Početna</title></head><body><h1>Dobro došli</h1></body></html>',
    '<!DOCTYPE html><html lang="sr-Latn"><head><title>Почетна</title></head><body><h1>Добро дошли</h1></body></html>',
  ],
];

describe('Serbian Latin to Cyrillic (docs/i18n.md)', () => {
  const groups: [string, Row[]][] = [
    ['every letter of the alphabet, in either case', LETTERS],
    ['lj, nj and dž are one letter, in every case', DIGRAPHS],
    ['prefixes before ž and j split the digraph (the word list)', SPLITS],
    ['words with q, w, x, y, other Latin letters, and Roman numerals stay Latin', FOREIGN_WORDS],
    ['text marked -{foreign}- and `inline code` stay as written', MARKS_AND_CODE],
    ['URLs, host names and e-mail addresses stay as written', ADDRESSES],
    ['digits, punctuation and Cyrillic pass through', EVERYTHING_ELSE],
  ];
  for (const [rule, rows] of groups) {
    it.each(rows)(`${rule}: %j`, (latin, cyrillic) => {
      expect(latinToCyrillic(latin)).toBe(cyrillic);
    });
  }

  it.each(HTML)('HTML: only text nodes outside code and foreign elements change: %j', (latin, cyrillic) => {
    expect(transliterateHtml(latin)).toBe(cyrillic);
  });

  it('plain text through the HTML function gets the same result', () => {
    for (const [latin, cyrillic] of [...LETTERS, ...SPLITS, ...ADDRESSES]) {
      expect(transliterateHtml(latin)).toBe(cyrillic);
    }
  });

  it('a Latin page shows marked text without the mark', () => {
    expect(removeForeignMarks('Pratite nas na -{Facebook}- i -{Instagram}-')).toBe(
      'Pratite nas na Facebook i Instagram',
    );
    expect(removeForeignMarks('bez oznake')).toBe('bez oznake');
  });

  it('the table has at least 100 cases', () => {
    const count = groups.reduce((sum, [, rows]) => sum + rows.length, 0) + HTML.length;
    expect(count).toBeGreaterThanOrEqual(100);
  });
});
