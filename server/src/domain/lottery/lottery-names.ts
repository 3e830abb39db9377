/**
 * The lottery games' and menu groups' names in every platform language. A name is
 * built from a few words per language: "{n}-minute {game}" for the interval games (5D, PK10 and
 * 11×5 are the games' own names everywhere), the dice game, the three Vietnamese regions, the
 * super-fast draws and the two Vietnamese groups. Numbers stay Latin digits in every language.
 */
import type { PlatformLanguageCode } from '../platform-languages.ts';
import type { LotteryGame } from './lottery-games.ts';

export interface LotteryWords {
  /** An interval game: `{n}` minutes, `{game}` its name. */
  minutes: string;
  /** The same for n from 3 to 10 where the language's plural differs (Arabic). */
  minutesMany?: string;
  /** The K3 dice game (K3 is its name). */
  dice: string;
  north: string;
  central: string;
  south: string;
  /** A super-fast Vietnamese draw every `{n}` seconds. */
  fast: string;
  /** The group of the daily regional draws. */
  traditional: string;
  /** The group of the super-fast draws. */
  fastGroup: string;
}

export const LOTTERY_WORDS: Record<PlatformLanguageCode, LotteryWords> = {
  EN: {
    minutes: '{n}-minute {game}',
    dice: 'K3 Dice',
    north: 'North',
    central: 'Central',
    south: 'South',
    fast: 'Super Fast {n} seconds',
    traditional: 'Traditional lottery',
    fastGroup: 'Super Fast lottery',
  },
  TY: {
    minutes: '{game} bawat {n} minuto',
    dice: 'K3 Dais',
    north: 'Hilaga',
    central: 'Gitna',
    south: 'Timog',
    fast: 'Napakabilis {n} segundo',
    traditional: 'Tradisyonal na loterya',
    fastGroup: 'Napakabilis na loterya',
  },
  CN: {
    minutes: '{n}分{game}',
    dice: 'K3快三',
    north: '北部',
    central: '中部',
    south: '南部',
    fast: '极速{n}秒',
    traditional: '传统彩票',
    fastGroup: '极速彩票',
  },
  TW: {
    minutes: '{n}分{game}',
    dice: 'K3快三',
    north: '北部',
    central: '中部',
    south: '南部',
    fast: '極速{n}秒',
    traditional: '傳統彩券',
    fastGroup: '極速彩券',
  },
  JA: {
    minutes: '{n}分{game}',
    dice: 'K3ダイス',
    north: '北部',
    central: '中部',
    south: '南部',
    fast: '超高速{n}秒',
    traditional: '伝統宝くじ',
    fastGroup: '超高速宝くじ',
  },
  KO: {
    minutes: '{n}분 {game}',
    dice: 'K3 주사위',
    north: '북부',
    central: '중부',
    south: '남부',
    fast: '초고속 {n}초',
    traditional: '전통 복권',
    fastGroup: '초고속 복권',
  },
  TH: {
    minutes: '{game} {n} นาที',
    dice: 'ลูกเต๋า K3',
    north: 'ภาคเหนือ',
    central: 'ภาคกลาง',
    south: 'ภาคใต้',
    fast: 'ด่วนพิเศษ {n} วินาที',
    traditional: 'หวยดั้งเดิม',
    fastGroup: 'หวยด่วนพิเศษ',
  },
  VI: {
    minutes: '{game} {n} phút',
    dice: 'Xúc xắc K3',
    north: 'Miền Bắc',
    central: 'Miền Trung',
    south: 'Miền Nam',
    fast: 'Siêu tốc {n} giây',
    traditional: 'Xổ số truyền thống',
    fastGroup: 'Xổ số siêu tốc',
  },
  HI: {
    minutes: '{n}-मिनट {game}',
    dice: 'K3 पासा',
    north: 'उत्तर',
    central: 'मध्य',
    south: 'दक्षिण',
    fast: 'सुपर फ़ास्ट {n} सेकंड',
    traditional: 'पारंपरिक लॉटरी',
    fastGroup: 'सुपर फ़ास्ट लॉटरी',
  },
  ID: {
    minutes: '{game} {n} menit',
    dice: 'Dadu K3',
    north: 'Utara',
    central: 'Tengah',
    south: 'Selatan',
    fast: 'Super Cepat {n} detik',
    traditional: 'Lotre tradisional',
    fastGroup: 'Lotre super cepat',
  },
  MS: {
    minutes: '{game} {n} minit',
    dice: 'Dadu K3',
    north: 'Utara',
    central: 'Tengah',
    south: 'Selatan',
    fast: 'Super Pantas {n} saat',
    traditional: 'Loteri tradisional',
    fastGroup: 'Loteri super pantas',
  },
  MY: {
    minutes: '{n} မိနစ် {game}',
    dice: 'K3 အန်စာတုံး',
    north: 'မြောက်ပိုင်း',
    central: 'အလယ်ပိုင်း',
    south: 'တောင်ပိုင်း',
    fast: 'အလွန်မြန် {n} စက္ကန့်',
    traditional: 'ရိုးရာ ထီ',
    fastGroup: 'အလွန်မြန် ထီ',
  },
  KM: {
    minutes: '{game} {n} នាទី',
    dice: 'គ្រាប់ឡុកឡាក់ K3',
    north: 'ភាគខាងជើង',
    central: 'ភាគកណ្តាល',
    south: 'ភាគខាងត្បូង',
    fast: 'លឿនបំផុត {n} វិនាទី',
    traditional: 'ឆ្នោតប្រពៃណី',
    fastGroup: 'ឆ្នោតលឿនបំផុត',
  },
  LO: {
    minutes: '{game} {n} ນາທີ',
    dice: 'ລູກເຕົ໋າ K3',
    north: 'ພາກເໜືອ',
    central: 'ພາກກາງ',
    south: 'ພາກໃຕ້',
    fast: 'ດ່ວນພິເສດ {n} ວິນາທີ',
    traditional: 'ຫວຍດັ້ງເດີມ',
    fastGroup: 'ຫວຍດ່ວນພິເສດ',
  },
  BN: {
    minutes: '{n}-মিনিটের {game}',
    dice: 'K3 পাশা',
    north: 'উত্তর',
    central: 'মধ্য',
    south: 'দক্ষিণ',
    fast: 'সুপার ফাস্ট {n} সেকেন্ড',
    traditional: 'প্রথাগত লটারি',
    fastGroup: 'সুপার ফাস্ট লটারি',
  },
  TA: {
    minutes: '{n} நிமிட {game}',
    dice: 'K3 பகடை',
    north: 'வடக்கு',
    central: 'மத்திய',
    south: 'தெற்கு',
    fast: 'அதிவேக {n} விநாடி',
    traditional: 'பாரம்பரிய லாட்டரி',
    fastGroup: 'அதிவேக லாட்டரி',
  },
  TE: {
    minutes: '{n} నిమిషాల {game}',
    dice: 'K3 పాచికలు',
    north: 'ఉత్తరం',
    central: 'మధ్య',
    south: 'దక్షిణం',
    fast: 'అతివేగ {n} సెకన్లు',
    traditional: 'సాంప్రదాయ లాటరీ',
    fastGroup: 'అతివేగ లాటరీ',
  },
  MR: {
    minutes: '{n}-मिनिट {game}',
    dice: 'K3 फासे',
    north: 'उत्तर',
    central: 'मध्य',
    south: 'दक्षिण',
    fast: 'अतिजलद {n} सेकंद',
    traditional: 'पारंपरिक लॉटरी',
    fastGroup: 'अतिजलद लॉटरी',
  },
  NE: {
    minutes: '{n} मिनेटे {game}',
    dice: 'K3 पासा',
    north: 'उत्तर',
    central: 'मध्य',
    south: 'दक्षिण',
    fast: 'अति छिटो {n} सेकेन्ड',
    traditional: 'परम्परागत चिट्ठा',
    fastGroup: 'अति छिटो चिट्ठा',
  },
  SI: {
    minutes: 'මිනිත්තු {n} {game}',
    dice: 'K3 දාදු',
    north: 'උතුර',
    central: 'මධ්‍යම',
    south: 'දකුණ',
    fast: 'අධිවේගී තත්පර {n}',
    traditional: 'සාම්ප්‍රදායික ලොතරැයිය',
    fastGroup: 'අධිවේගී ලොතරැයිය',
  },
  'UR-LA': {
    minutes: '{n} minute wala {game}',
    dice: 'K3 Paasa',
    north: 'Shumal',
    central: 'Markaz',
    south: 'Junoob',
    fast: 'Bohat tez {n} second',
    traditional: 'Riwayati lottery',
    fastGroup: 'Bohat tez lottery',
  },
  'PT-BR': {
    minutes: '{game} {n} min',
    dice: 'Dados K3',
    north: 'Norte',
    central: 'Centro',
    south: 'Sul',
    fast: 'Super Rápida {n} segundos',
    traditional: 'Loteria tradicional',
    fastGroup: 'Loteria super rápida',
  },
  ES: {
    minutes: '{game} {n} min',
    dice: 'Dados K3',
    north: 'Norte',
    central: 'Centro',
    south: 'Sur',
    fast: 'Súper Rápida {n} segundos',
    traditional: 'Lotería tradicional',
    fastGroup: 'Lotería súper rápida',
  },
  FR: {
    minutes: '{game} {n} min',
    dice: 'Dés K3',
    north: 'Nord',
    central: 'Centre',
    south: 'Sud',
    fast: 'Super rapide {n} secondes',
    traditional: 'Loterie traditionnelle',
    fastGroup: 'Loterie super rapide',
  },
  DE: {
    minutes: '{n}-Minuten-{game}',
    dice: 'K3 Würfel',
    north: 'Nord',
    central: 'Mitte',
    south: 'Süd',
    fast: 'Superschnell {n} Sekunden',
    traditional: 'Traditionelle Lotterie',
    fastGroup: 'Superschnelle Lotterie',
  },
  RU: {
    minutes: '{game} за {n} мин',
    dice: 'Кости K3',
    north: 'Север',
    central: 'Центр',
    south: 'Юг',
    fast: 'Сверхбыстрая {n} секунд',
    traditional: 'Традиционная лотерея',
    fastGroup: 'Сверхбыстрая лотерея',
  },
  TR: {
    minutes: '{n} dakikalık {game}',
    dice: 'K3 Zar',
    north: 'Kuzey',
    central: 'Orta',
    south: 'Güney',
    fast: 'Süper Hızlı {n} saniye',
    traditional: 'Geleneksel piyango',
    fastGroup: 'Süper hızlı piyango',
  },
  IT: {
    minutes: '{game} {n} min',
    dice: 'Dadi K3',
    north: 'Nord',
    central: 'Centro',
    south: 'Sud',
    fast: 'Super Veloce {n} secondi',
    traditional: 'Lotteria tradizionale',
    fastGroup: 'Lotteria super veloce',
  },
  AR: {
    minutes: '{game} كل {n} دقيقة',
    minutesMany: '{game} كل {n} دقائق',
    dice: 'نرد K3',
    north: 'الشمال',
    central: 'الوسط',
    south: 'الجنوب',
    fast: 'فائق السرعة {n} ثانية',
    traditional: 'اليانصيب التقليدي',
    fastGroup: 'اليانصيب فائق السرعة',
  },
  FA: {
    minutes: '{game} {n} دقیقه‌ای',
    dice: 'تاس K3',
    north: 'شمال',
    central: 'مرکز',
    south: 'جنوب',
    fast: 'فوق سریع {n} ثانیه',
    traditional: 'لاتاری سنتی',
    fastGroup: 'لاتاری فوق سریع',
  },
};

const GAME_NAMES: Record<string, string> = { '5D': '5D', PK10: 'PK10', '11X5': '11×5' };
const REGION: Record<string, 'north' | 'central' | 'south'> = { NORTH: 'north', CENTRE: 'central', SOUTH: 'south' };

/** A game's name in `language` (English for a language without words). */
export function lotteryGameName(game: LotteryGame, language: PlatformLanguageCode = 'EN'): string {
  const words = LOTTERY_WORDS[language];
  if (game.intervalMs && game.intervalMs % 60_000 === 0) {
    const n = game.intervalMs / 60_000;
    const pattern = n >= 3 && n <= 10 && words.minutesMany ? words.minutesMany : words.minutes;
    const base = game.kind === 'K3' ? words.dice : (GAME_NAMES[game.kind] ?? game.code);
    return pattern.replace('{n}', String(n)).replace('{game}', base);
  }
  if (game.intervalMs) return words.fast.replace('{n}', String(game.intervalMs / 1000));
  const region = game.region && REGION[game.region];
  return region ? words[region] : game.code;
}

/** A menu group's name in `language`. */
export function lotteryGroupName(group: string, language: PlatformLanguageCode = 'EN'): string {
  const words = LOTTERY_WORDS[language];
  const names: Record<string, string> = {
    SSC: '5D',
    PK10: 'PK10',
    K3: words.dice,
    '11X5': '11×5',
    VN_TRADITIONAL: words.traditional,
    VN_FAST: words.fastGroup,
  };
  return names[group] ?? group;
}
