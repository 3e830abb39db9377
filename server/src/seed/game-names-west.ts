/** The generated game names' words in the European languages, Arabic and Persian (game-names-more.ts). */

import type { MoreLanguage, WordTable } from './game-names-more.ts';

// The names of the e-sports titles as their publishers ship them in Latin-script markets.
const ESPORT_EN = ['League of Legends', 'Dota 2', 'Counter-Strike 2', 'Valorant', 'Mobile Legends', 'Honor of Kings'];

/** Persian ezafe: a noun ending in a long vowel takes ی, one ending in a silent ه takes ‌ی; else it is unwritten. */
function ezafe(noun: string): string {
  if (/[او]$/.test(noun)) return `${noun}ی`;
  if (noun.endsWith('ه')) return `${noun}\u200cی`;
  return noun;
}

export const WEST_WORDS: Readonly<
  Record<Extract<MoreLanguage, 'PT-BR' | 'ES' | 'FR' | 'DE' | 'RU' | 'TR' | 'IT' | 'AR' | 'FA'>, WordTable>
> = {
  'PT-BR': {
    nounFirst: true,
    adjectives: [
      { m: 'Dourado', f: 'Dourada' },
      'da Sorte',
      'Real',
      'Selvagem',
      { m: 'Místico', f: 'Mística' },
      'Gigante',
      'Ardente',
      'de Jade',
    ],
    nouns: {
      SLOT: ['Dragão:m', 'Tigre:m', 'Fortuna:f', 'Fênix:f', 'Tesouro:m', 'Império:m', 'Carpa Koi:f', 'Lótus:m'],
      TABLE: ['Bacará:m', 'Roleta:f', 'Sic Bo:m', 'Dragão Tigre:m', 'Vinte e Um:m', 'Fan Tan:m'],
      FISH: ['Pescaria:f', 'Oceano:m', 'Tubarão:m', 'Mar Profundo:m', 'Sereia:f', 'Baleia:f'],
      SPORT: ['Futebol', 'Basquete', 'Tênis', 'Beisebol', 'Vôlei', 'Badminton'],
      ESPORT: ESPORT_EN,
      COCKFIGHT: ['Arena de Rinha', 'Copa Derby', 'Derby Noturno', 'Campeonato', 'Grande Derby', 'Evento Principal'],
      CARD: ["Texas Hold'em", 'Omaha', 'Tongits', 'Pusoy', 'Niu Niu', 'Teen Patti', 'Rummy', 'Vinte e Um'],
      MINI: ['Crash', 'Plinko', 'Minas', 'Keno', 'Alto-Baixo', 'Limbo'],
    },
  },
  ES: {
    nounFirst: true,
    adjectives: [
      { m: 'Dorado', f: 'Dorada' },
      'de la Suerte',
      'Real',
      'Salvaje',
      { m: 'Místico', f: 'Mística' },
      'Gigante',
      'Ardiente',
      'de Jade',
    ],
    nouns: {
      SLOT: ['Dragón:m', 'Tigre:m', 'Fortuna:f', 'Fénix:m', 'Tesoro:m', 'Imperio:m', 'Carpa Koi:f', 'Loto:m'],
      TABLE: ['Baccarat:m', 'Ruleta:f', 'Sic Bo:m', 'Dragón Tigre:m', 'Veintiuno:m', 'Fan Tan:m'],
      FISH: ['Pesca:f', 'Océano:m', 'Tiburón:m', 'Mar Profundo:m', 'Sirena:f', 'Ballena:f'],
      SPORT: ['Fútbol', 'Baloncesto', 'Tenis', 'Béisbol', 'Voleibol', 'Bádminton'],
      ESPORT: ESPORT_EN,
      COCKFIGHT: ['Arena de Gallos', 'Copa Derby', 'Derby Nocturno', 'Campeonato', 'Gran Derby', 'Evento Principal'],
      CARD: ["Texas Hold'em", 'Omaha', 'Tongits', 'Pusoy', 'Niu Niu', 'Teen Patti', 'Rummy', 'Veintiuno'],
      MINI: ['Crash', 'Plinko', 'Minas', 'Keno', 'Alto-Bajo', 'Limbo'],
    },
  },
  FR: {
    nounFirst: true,
    adjectives: [
      "d'Or",
      'Porte-Bonheur',
      { m: 'Royal', f: 'Royale' },
      'Sauvage',
      'Mystique',
      { m: 'Géant', f: 'Géante' },
      { m: 'Flamboyant', f: 'Flamboyante' },
      'de Jade',
    ],
    nouns: {
      SLOT: ['Dragon:m', 'Tigre:m', 'Fortune:f', 'Phénix:m', 'Trésor:m', 'Empire:m', 'Carpe Koï:f', 'Lotus:m'],
      TABLE: ['Baccara:m', 'Roulette:f', 'Sic Bo:m', 'Dragon Tigre:m', 'Blackjack:m', 'Fan Tan:m'],
      FISH: ['Pêche:f', 'Océan:m', 'Requin:m', 'Abysse:m', 'Sirène:f', 'Baleine:f'],
      SPORT: ['Football', 'Basket-ball', 'Tennis', 'Baseball', 'Volley-ball', 'Badminton'],
      ESPORT: ESPORT_EN,
      COCKFIGHT: [
        'Arène de Combats de Coqs',
        'Coupe Derby',
        'Derby de Nuit',
        'Championnat',
        'Grand Derby',
        'Combat Principal',
      ],
      CARD: ["Texas Hold'em", 'Omaha', 'Tongits', 'Pusoy', 'Niu Niu', 'Teen Patti', 'Rami', 'Blackjack'],
      MINI: ['Crash', 'Plinko', 'Mines', 'Keno', 'Plus ou Moins', 'Limbo'],
    },
  },
  // German: the strong endings of an adjective without article (Goldener Drache, Goldene Tiefsee, Goldenes Roulette).
  DE: {
    nounFirst: false,
    adjectives: [
      { m: 'Goldener', f: 'Goldene', n: 'Goldenes' },
      { m: 'Glücklicher', f: 'Glückliche', n: 'Glückliches' },
      { m: 'Königlicher', f: 'Königliche', n: 'Königliches' },
      { m: 'Wilder', f: 'Wilde', n: 'Wildes' },
      { m: 'Mystischer', f: 'Mystische', n: 'Mystisches' },
      { m: 'Riesiger', f: 'Riesige', n: 'Riesiges' },
      { m: 'Lodernder', f: 'Lodernde', n: 'Loderndes' },
      { m: 'Jadegrüner', f: 'Jadegrüne', n: 'Jadegrünes' },
    ],
    nouns: {
      SLOT: ['Drache:m', 'Tiger:m', 'Fortuna:f', 'Phönix:m', 'Schatz:m', 'Imperium:n', 'Koi:m', 'Lotus:m'],
      TABLE: ['Baccara:n', 'Roulette:n', 'Sic Bo:n', 'Drache & Tiger:m', 'Blackjack:n', 'Fan Tan:n'],
      FISH: ['Fischfang:m', 'Ozean:m', 'Hai:m', 'Tiefsee:f', 'Meerjungfrau:f', 'Wal:m'],
      SPORT: ['Fußball', 'Basketball', 'Tennis', 'Baseball', 'Volleyball', 'Badminton'],
      ESPORT: ESPORT_EN,
      COCKFIGHT: ['Hahnenkampf-Arena', 'Derby-Pokal', 'Nacht-Derby', 'Meisterschaft', 'Großes Derby', 'Hauptkampf'],
      CARD: ["Texas Hold'em", 'Omaha', 'Tongits', 'Pusoy', 'Niu Niu', 'Teen Patti', 'Rommé', 'Blackjack'],
      MINI: ['Crash', 'Plinko', 'Minen', 'Keno', 'Hoch-Tief', 'Limbo'],
    },
  },
  RU: {
    nounFirst: false,
    adjectives: [
      { m: 'Золотой', f: 'Золотая', n: 'Золотое' },
      { m: 'Счастливый', f: 'Счастливая', n: 'Счастливое' },
      { m: 'Королевский', f: 'Королевская', n: 'Королевское' },
      { m: 'Дикий', f: 'Дикая', n: 'Дикое' },
      { m: 'Мистический', f: 'Мистическая', n: 'Мистическое' },
      { m: 'Гигантский', f: 'Гигантская', n: 'Гигантское' },
      { m: 'Пылающий', f: 'Пылающая', n: 'Пылающее' },
      { m: 'Нефритовый', f: 'Нефритовая', n: 'Нефритовое' },
    ],
    nouns: {
      SLOT: ['Дракон:m', 'Тигр:m', 'Фортуна:f', 'Феникс:m', 'Сокровище:n', 'Империя:f', 'Карп кои:m', 'Лотос:m'],
      TABLE: ['Баккара:f', 'Рулетка:f', 'Сик Бо:n', 'Дракон и Тигр:m', 'Блэкджек:m', 'Фан Тан:m'],
      FISH: ['Рыбалка:f', 'Океан:m', 'Акула:f', 'Бездна:f', 'Русалка:f', 'Кит:m'],
      SPORT: ['Футбол', 'Баскетбол', 'Теннис', 'Бейсбол', 'Волейбол', 'Бадминтон'],
      ESPORT: ['Лига легенд', 'Dota 2', 'Counter-Strike 2', 'Valorant', 'Mobile Legends', 'Honor of Kings'],
      COCKFIGHT: ['Арена петушиных боёв', 'Кубок дерби', 'Ночное дерби', 'Чемпионат', 'Большое дерби', 'Главный бой'],
      CARD: ['Техасский холдем', 'Омаха', 'Тонгитс', 'Пусой', 'Ниу-ниу', 'Тин Патти', 'Рамми', 'Блэкджек'],
      MINI: ['Краш', 'Плинко', 'Мины', 'Кено', 'Больше-меньше', 'Лимбо'],
    },
  },
  TR: {
    nounFirst: false,
    adjectives: ['Altın', 'Şanslı', 'Asil', 'Vahşi', 'Mistik', 'Dev', 'Alevli', 'Yeşim'],
    nouns: {
      SLOT: ['Ejderha', 'Kaplan', 'Servet', 'Anka', 'Hazine', 'İmparatorluk', 'Koi Balığı', 'Nilüfer'],
      TABLE: ['Bakara', 'Rulet', 'Sic Bo', 'Ejderha Kaplan', 'Blackjack', 'Fan Tan'],
      FISH: ['Balık Avı', 'Okyanus', 'Köpekbalığı', 'Derin Deniz', 'Deniz Kızı', 'Balina'],
      SPORT: ['Futbol', 'Basketbol', 'Tenis', 'Beyzbol', 'Voleybol', 'Badminton'],
      ESPORT: ESPORT_EN,
      COCKFIGHT: ['Horoz Dövüşü Arenası', 'Derbi Kupası', 'Gece Derbisi', 'Şampiyona', 'Büyük Derbi', 'Ana Karşılaşma'],
      CARD: ["Texas Hold'em", 'Omaha', 'Tongits', 'Pusoy', 'Niu Niu', 'Teen Patti', 'Remi', 'Blackjack'],
      MINI: ['Crash', 'Plinko', 'Mayınlar', 'Keno', 'Yüksek-Alçak', 'Limbo'],
    },
  },
  IT: {
    nounFirst: true,
    adjectives: [
      "d'Oro",
      { m: 'Fortunato', f: 'Fortunata' },
      'Reale',
      { m: 'Selvaggio', f: 'Selvaggia' },
      { m: 'Mistico', f: 'Mistica' },
      'Gigante',
      'Ardente',
      'di Giada',
    ],
    nouns: {
      SLOT: ['Drago:m', 'Tigre:f', 'Fortuna:f', 'Fenice:f', 'Tesoro:m', 'Impero:m', 'Carpa Koi:f', 'Loto:m'],
      TABLE: ['Baccarat:m', 'Roulette:f', 'Sic Bo:m', 'Drago Tigre:m', 'Blackjack:m', 'Fan Tan:m'],
      FISH: ['Pesca:f', 'Oceano:m', 'Squalo:m', 'Mare Profondo:m', 'Sirena:f', 'Balena:f'],
      SPORT: ['Calcio', 'Pallacanestro', 'Tennis', 'Baseball', 'Pallavolo', 'Badminton'],
      ESPORT: ESPORT_EN,
      COCKFIGHT: ['Arena dei Galli', 'Coppa Derby', 'Derby Notturno', 'Campionato', 'Gran Derby', 'Evento Principale'],
      CARD: ["Texas Hold'em", 'Omaha', 'Tongits', 'Pusoy', 'Niu Niu', 'Teen Patti', 'Ramino', 'Blackjack'],
      MINI: ['Crash', 'Plinko', 'Mine', 'Keno', 'Alto-Basso', 'Limbo'],
    },
  },
  // Arabic: the noun, then its adjective, both definite and agreeing in gender (التنين الذهبي، الحورية الذهبية).
  AR: {
    nounFirst: true,
    adjectives: [
      { m: 'الذهبي', f: 'الذهبية' },
      { m: 'المحظوظ', f: 'المحظوظة' },
      { m: 'الملكي', f: 'الملكية' },
      { m: 'البري', f: 'البرية' },
      { m: 'الغامض', f: 'الغامضة' },
      { m: 'العملاق', f: 'العملاقة' },
      { m: 'المشتعل', f: 'المشتعلة' },
      { m: 'اليشمي', f: 'اليشمية' },
    ],
    nouns: {
      SLOT: ['التنين:m', 'النمر:m', 'الثروة:f', 'العنقاء:f', 'الكنز:m', 'الإمبراطورية:f', 'سمكة الكوي:f', 'اللوتس:m'],
      TABLE: ['الباكارا:f', 'الروليت:m', 'السيك بو:m', 'التنين والنمر:m', 'البلاك جاك:m', 'الفان تان:m'],
      FISH: ['صيد السمك:m', 'المحيط:m', 'القرش:m', 'البحر العميق:m', 'الحورية:f', 'الحوت:m'],
      SPORT: ['كرة القدم', 'كرة السلة', 'التنس', 'البيسبول', 'الكرة الطائرة', 'الريشة الطائرة'],
      ESPORT: ['ليغ أوف ليجندز', 'دوتا 2', 'كاونتر سترايك 2', 'فالورانت', 'موبايل ليجندز', 'هونر أوف كينغز'],
      COCKFIGHT: ['حلبة صراع الديوك', 'كأس الديربي', 'ديربي الليل', 'البطولة', 'الديربي الكبير', 'النزال الرئيسي'],
      CARD: ['تكساس هولدم', 'أوماها', 'تونغيتس', 'بوسوي', 'نيو نيو', 'تين باتي', 'رامي', 'بلاك جاك'],
      MINI: ['كراش', 'بلينكو', 'الألغام', 'كينو', 'أعلى أو أدنى', 'ليمبو'],
    },
  },
  // Persian: the noun with its ezafe, then the adjective (اژدهای طلایی، کوسه‌ی طلایی، ببر طلایی).
  FA: {
    nounFirst: true,
    linked: ezafe,
    adjectives: ['طلایی', 'خوش‌شانس', 'سلطنتی', 'وحشی', 'اسرارآمیز', 'غول‌پیکر', 'شعله‌ور', 'یشمی'],
    nouns: {
      SLOT: ['اژدها', 'ببر', 'ثروت', 'ققنوس', 'گنج', 'امپراتوری', 'ماهی کوی', 'نیلوفر'],
      TABLE: ['باکارا', 'رولت', 'سیک بو', 'اژدها و ببر', 'بلک جک', 'فن تن'],
      FISH: ['ماهیگیری', 'اقیانوس', 'کوسه', 'دریای عمیق', 'پری دریایی', 'نهنگ'],
      SPORT: ['فوتبال', 'بسکتبال', 'تنیس', 'بیسبال', 'والیبال', 'بدمینتون'],
      ESPORT: ['لیگ آو لجندز', 'دوتا 2', 'کانتر استرایک 2', 'والورانت', 'موبایل لجندز', 'آنر آو کینگز'],
      COCKFIGHT: ['میدان خروس‌جنگی', 'جام دربی', 'دربی شبانه', 'قهرمانی', 'دربی بزرگ', 'مسابقه اصلی'],
      CARD: ['تگزاس هولدم', 'اوماها', 'تونگیتس', 'پوسوی', 'نیو نیو', 'تین پتی', 'رامی', 'بلک جک'],
      MINI: ['کرش', 'پلینکو', 'مین‌ها', 'کینو', 'بالا-پایین', 'لیمبو'],
    },
  },
};
