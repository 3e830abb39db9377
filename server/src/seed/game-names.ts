/**
 * Word tables for the demo catalogue's generated game names, in the spec's 8 platform languages
 * (TY, EN, CN, JA, TH, VI, HI, KO) here and the 22 others in game-names-more.ts (issue #27). A
 * name is an adjective and a noun joined in each language's own order; sports-like games use the
 * noun alone. The built-in games (below) are named in all of them too.
 */

import { GAME_LANGUAGES, type GameLanguage, type GameNames } from '../domain/games/game-language.ts';
import { MORE_WORDS, moreName } from './game-names-more.ts';

/** The languages of the word tables, in column order. */
const WORD_LANGUAGES = GAME_LANGUAGES.slice(0, 8) as readonly GameLanguage[];

/** One word in every language of WORD_LANGUAGES, in its order. */
type Word = readonly [string, string, string, string, string, string, string, string];

const ADJECTIVES: readonly Word[] = [
  ['Gintong', 'Golden', '黄金', '黄金の', 'ทองคำ', 'Vàng', 'सुनहरा', '황금'],
  ['Masuwerteng', 'Lucky', '幸运', 'ラッキー', 'นำโชค', 'May Mắn', 'भाग्यशाली', '행운의'],
  ['Maharlikang', 'Royal', '皇家', 'ロイヤル', 'ราชา', 'Hoàng Gia', 'शाही', '로열'],
  ['Mabangis na', 'Wild', '狂野', 'ワイルド', 'ดุดัน', 'Hoang Dã', 'जंगली', '와일드'],
  ['Mahiwagang', 'Mystic', '神秘', '神秘の', 'ลึกลับ', 'Huyền Bí', 'रहस्यमय', '신비의'],
  ['Higanteng', 'Mega', '超级', 'メガ', 'ยักษ์', 'Khổng Lồ', 'विशाल', '메가'],
  ['Nag-aapoy na', 'Blazing', '烈焰', '炎の', 'เพลิง', 'Rực Lửa', 'धधकता', '불꽃'],
  ['Jade na', 'Jade', '翡翠', '翡翠の', 'หยก', 'Ngọc Bích', 'जेड', '비취'],
];

export type NounKind = 'SLOT' | 'TABLE' | 'FISH' | 'SPORT' | 'ESPORT' | 'COCKFIGHT' | 'CARD' | 'MINI';

export const NOUNS: Record<NounKind, readonly Word[]> = {
  SLOT: [
    ['Dragon', 'Dragon', '龙', 'ドラゴン', 'มังกร', 'Rồng', 'ड्रैगन', '드래곤'],
    ['Tigre', 'Tiger', '虎', 'タイガー', 'เสือ', 'Hổ', 'बाघ', '호랑이'],
    ['Kapalaran', 'Fortune', '财富', 'フォーチュン', 'โชคลาภ', 'Tài Lộc', 'किस्मत', '포춘'],
    ['Phoenix', 'Phoenix', '凤凰', 'フェニックス', 'หงส์', 'Phượng Hoàng', 'फीनिक्स', '피닉스'],
    ['Kayamanan', 'Treasure', '宝藏', '財宝', 'สมบัติ', 'Kho Báu', 'ख़ज़ाना', '보물'],
    ['Imperyo', 'Empire', '帝国', '帝国', 'อาณาจักร', 'Đế Chế', 'साम्राज्य', '제국'],
    ['Koi', 'Koi', '锦鲤', '錦鯉', 'ปลาคาร์ป', 'Cá Chép', 'कोई मछली', '잉어'],
    ['Lotus', 'Lotus', '莲花', '蓮', 'ดอกบัว', 'Hoa Sen', 'कमल', '연꽃'],
  ],
  TABLE: [
    ['Baccarat', 'Baccarat', '百家乐', 'バカラ', 'บาคาร่า', 'Baccarat', 'बैकारेट', '바카라'],
    ['Roulette', 'Roulette', '轮盘', 'ルーレット', 'รูเล็ต', 'Roulette', 'रूलेट', '룰렛'],
    ['Sic Bo', 'Sic Bo', '骰宝', 'シックボー', 'ไฮโล', 'Tài Xỉu', 'सिक बो', '식보'],
    ['Dragon Tiger', 'Dragon Tiger', '龙虎', 'ドラゴンタイガー', 'เสือมังกร', 'Rồng Hổ', 'ड्रैगन टाइगर', '드래곤 타이거'],
    ['Blackjack', 'Blackjack', '二十一点', 'ブラックジャック', 'แบล็คแจ็ค', 'Xì Dách', 'ब्लैकजैक', '블랙잭'],
    ['Fan Tan', 'Fan Tan', '番摊', 'ファンタン', 'ฟันทัน', 'Phan Tan', 'फैन टैन', '판탄'],
  ],
  FISH: [
    ['Pangingisda', 'Fishing', '捕鱼', 'フィッシング', 'ตกปลา', 'Bắn Cá', 'फ़िशिंग', '피싱'],
    ['Karagatan', 'Ocean', '海洋', 'オーシャン', 'มหาสมุทร', 'Đại Dương', 'महासागर', '오션'],
    ['Pating', 'Shark', '鲨鱼', 'シャーク', 'ฉลาม', 'Cá Mập', 'शार्क', '상어'],
    ['Malalim na Dagat', 'Deep Sea', '深海', '深海', 'ทะเลลึก', 'Biển Sâu', 'गहरा समुद्र', '심해'],
    ['Sirena', 'Mermaid', '美人鱼', 'マーメイド', 'นางเงือก', 'Nàng Tiên Cá', 'जलपरी', '인어'],
    ['Balyena', 'Whale', '鲸鱼', 'ホエール', 'วาฬ', 'Cá Voi', 'व्हेल', '고래'],
  ],
  SPORT: [
    ['Football', 'Football', '足球', 'サッカー', 'ฟุตบอล', 'Bóng Đá', 'फ़ुटबॉल', '축구'],
    ['Basketball', 'Basketball', '篮球', 'バスケットボール', 'บาสเกตบอล', 'Bóng Rổ', 'बास्केटबॉल', '농구'],
    ['Tennis', 'Tennis', '网球', 'テニス', 'เทนนิส', 'Quần Vợt', 'टेनिस', '테니스'],
    ['Baseball', 'Baseball', '棒球', '野球', 'เบสบอล', 'Bóng Chày', 'बेसबॉल', '야구'],
    ['Volleyball', 'Volleyball', '排球', 'バレーボール', 'วอลเลย์บอล', 'Bóng Chuyền', 'वॉलीबॉल', '배구'],
    ['Badminton', 'Badminton', '羽毛球', 'バドミントン', 'แบดมินตัน', 'Cầu Lông', 'बैडमिंटन', '배드민턴'],
  ],
  ESPORT: [
    [
      'League of Legends',
      'League of Legends',
      '英雄联盟',
      'リーグ・オブ・レジェンド',
      'ลีกออฟเลเจนด์',
      'Liên Minh Huyền Thoại',
      'लीग ऑफ़ लेजेंड्स',
      '리그 오브 레전드',
    ],
    ['Dota 2', 'Dota 2', '刀塔2', 'Dota 2', 'Dota 2', 'Dota 2', 'डोटा 2', '도타 2'],
    [
      'Counter-Strike 2',
      'Counter-Strike 2',
      '反恐精英2',
      'カウンターストライク2',
      'เคาน์เตอร์สไตรค์ 2',
      'Counter-Strike 2',
      'काउंटर-स्ट्राइक 2',
      '카운터 스트라이크 2',
    ],
    ['Valorant', 'Valorant', '无畏契约', 'ヴァロラント', 'วาโลแรนต์', 'Valorant', 'वैलोरेंट', '발로란트'],
    [
      'Mobile Legends',
      'Mobile Legends',
      '无尽对决',
      'モバイル・レジェンド',
      'โมบายเลเจนด์',
      'Mobile Legends',
      'मोबाइल लेजेंड्स',
      '모바일 레전드',
    ],
    [
      'Honor of Kings',
      'Honor of Kings',
      '王者荣耀',
      'Honor of Kings',
      'ออเนอร์ออฟคิงส์',
      'Vương Giả Vinh Diệu',
      'ऑनर ऑफ़ किंग्स',
      '왕자영요',
    ],
  ],
  COCKFIGHT: [
    [
      'Sabong Arena',
      'Sabong Arena',
      '斗鸡竞技场',
      '闘鶏アリーナ',
      'สนามชนไก่',
      'Đấu Trường Đá Gà',
      'मुर्गा लड़ाई अखाड़ा',
      '닭싸움 경기장',
    ],
    ['Derby Cup', 'Derby Cup', '斗鸡杯', 'ダービーカップ', 'ถ้วยดาร์บี้', 'Cúp Derby', 'डर्बी कप', '더비 컵'],
    [
      'Gabi ng Derby',
      'Night Derby',
      '夜场斗鸡',
      'ナイトダービー',
      'ดาร์บี้ยามค่ำ',
      'Derby Đêm',
      'रात्रि डर्बी',
      '나이트 더비',
    ],
    ['Kampeonato', 'Championship', '锦标赛', 'チャンピオンシップ', 'ชิงแชมป์', 'Giải Vô Địch', 'चैंपियनशिप', '챔피언십'],
    ['Grand Derby', 'Grand Derby', '斗鸡大赛', 'グランドダービー', 'แกรนด์ดาร์บี้', 'Đại Derby', 'ग्रैंड डर्बी', '그랜드 더비'],
    ['Pangunahing Laban', 'Main Event', '主赛事', 'メインイベント', 'คู่เอก', 'Trận Chính', 'मुख्य मुकाबला', '메인 이벤트'],
  ],
  CARD: [
    [
      "Texas Hold'em",
      "Texas Hold'em",
      '德州扑克',
      'テキサスホールデム',
      'เท็กซัสโฮลเด็ม',
      "Texas Hold'em",
      'टेक्सास होल्डम',
      '텍사스 홀덤',
    ],
    ['Omaha', 'Omaha', '奥马哈', 'オマハ', 'โอมาฮา', 'Omaha', 'ओमाहा', '오마하'],
    ['Tongits', 'Tongits', '通吃', 'トンギッツ', 'ทงอิทส์', 'Tongits', 'टोंगिट्स', '통이츠'],
    ['Pusoy', 'Pusoy', '十三张', 'プソイ', 'ปูซอย', 'Mậu Binh', 'पुसॉय', '푸소이'],
    ['Niu Niu', 'Niu Niu', '牛牛', 'ニウニウ', 'นิวนิว', 'Ngầu Hầm', 'नियू नियू', '니우니우'],
    ['Teen Patti', 'Teen Patti', '三张牌', 'ティーンパティ', 'ทีนปัตตี', 'Teen Patti', 'तीन पत्ती', '틴 파티'],
    ['Rummy', 'Rummy', '拉米', 'ラミー', 'รัมมี่', 'Rummy', 'रमी', '러미'],
    ['Blackjack', 'Blackjack', '二十一点', 'ブラックジャック', 'แบล็คแจ็ค', 'Xì Dách', 'ब्लैकजैक', '블랙잭'],
  ],
  MINI: [
    ['Crash', 'Crash', '爆点', 'クラッシュ', 'แครช', 'Crash', 'क्रैश', '크래시'],
    ['Plinko', 'Plinko', '弹珠', 'プリンコ', 'พลิงโก', 'Plinko', 'प्लिंको', '플링코'],
    ['Mines', 'Mines', '扫雷', 'マインズ', 'ไมน์ส', 'Dò Mìn', 'माइंस', '마인즈'],
    ['Keno', 'Keno', '基诺', 'キノ', 'คีโน', 'Keno', 'कीनो', '키노'],
    ['Hi-Lo', 'Hi-Lo', '猜大小', 'ハイロー', 'ไฮโล', 'Cao Thấp', 'हाई-लो', '하이로'],
    ['Limbo', 'Limbo', '凌波', 'リンボ', 'ลิมโบ', 'Limbo', 'लिम्बो', '림보'],
  ],
};

// Word order and joiner per language: Thai and Vietnamese put the adjective after the noun;
// Chinese and Japanese join without a space.
const NOUN_FIRST = new Set<GameLanguage>(['TH', 'VI']);
const NO_SPACE = new Set<GameLanguage>(['CN', 'JA']);

function join(language: GameLanguage, adjective: string, noun: string): string {
  const [a, b] = NOUN_FIRST.has(language) ? [noun, adjective] : [adjective, noun];
  return NO_SPACE.has(language) ? `${a}${b}` : `${a} ${b}`;
}

/** The name of adjective `a` with noun `n` of `kind` in every platform language; `a === null` = the noun alone. */
export function generatedNames(kind: NounKind, a: number | null, n: number): Required<GameNames> {
  const nouns = NOUNS[kind];
  const noun = nouns[n % nouns.length] as Word;
  const adjective = a === null ? null : (ADJECTIVES[a % ADJECTIVES.length] as Word);
  return Object.fromEntries([
    ...WORD_LANGUAGES.map((language, i) => [
      language,
      adjective ? join(language, adjective[i] as string, noun[i] as string) : (noun[i] as string),
    ]),
    ...Object.entries(MORE_WORDS).map(([language, table]) => [language, moreName(table, kind, a, n)]),
  ]) as Required<GameNames>;
}

/** Names of the built-in games (the TALA vendor). */
export const BUILTIN_NAMES: Record<'slot' | 'dice' | 'baccarat', Required<GameNames>> = {
  slot: {
    TY: 'Suwerte ng Tala',
    EN: 'Tala Fortune',
    CN: '塔拉财富',
    JA: 'タラ・フォーチュン',
    TH: 'ทาลา ฟอร์จูน',
    VI: 'Tala Tài Lộc',
    HI: 'ताला फॉर्च्यून',
    KO: '탈라 포춘',
    TW: '塔拉財富',
    ID: 'Tala Keberuntungan',
    MS: 'Tala Tuah',
    MY: 'တာလာ ကံကောင်းခြင်း',
    KM: 'តាឡា សំណាង',
    LO: 'ທາລາ ໂຊກລາບ',
    BN: 'তালা ভাগ্য',
    TA: 'தாலா அதிர்ஷ்டம்',
    TE: 'తాలా అదృష్టం',
    MR: 'ताला नशीब',
    NE: 'ताला भाग्य',
    SI: 'තාලා වාසනාව',
    'UR-LA': 'Tala Qismat',
    'PT-BR': 'Tala Fortuna',
    ES: 'Tala Fortuna',
    FR: 'Tala Fortune',
    DE: 'Tala Glück',
    RU: 'Тала Фортуна',
    TR: 'Tala Servet',
    IT: 'Tala Fortuna',
    AR: 'ثروة تالا',
    FA: 'ثروت تالا',
  },
  dice: {
    TY: 'Dais ng Tala',
    EN: 'Tala Dice',
    CN: '塔拉骰子',
    JA: 'タラ・ダイス',
    TH: 'ทาลา ลูกเต๋า',
    VI: 'Tala Xúc Xắc',
    HI: 'ताला पासा',
    KO: '탈라 주사위',
    TW: '塔拉骰子',
    ID: 'Tala Dadu',
    MS: 'Tala Dadu',
    MY: 'တာလာ အံစာတုံး',
    KM: 'តាឡា គ្រាប់ឡុកឡាក់',
    LO: 'ທາລາ ລູກເຕົ໋າ',
    BN: 'তালা পাশা',
    TA: 'தாலா பகடை',
    TE: 'తాలా పాచికలు',
    MR: 'ताला फासे',
    NE: 'ताला पासा',
    SI: 'තාලා දාදු',
    'UR-LA': 'Tala Paansa',
    'PT-BR': 'Tala Dados',
    ES: 'Tala Dados',
    FR: 'Tala Dés',
    DE: 'Tala Würfel',
    RU: 'Тала Кости',
    TR: 'Tala Zar',
    IT: 'Tala Dadi',
    AR: 'نرد تالا',
    FA: 'تاس تالا',
  },
  baccarat: {
    TY: 'Baccarat ng Tala',
    EN: 'Tala Baccarat',
    CN: '塔拉百家乐',
    JA: 'タラ・バカラ',
    TH: 'ทาลา บาคาร่า',
    VI: 'Tala Baccarat',
    HI: 'ताला बैकारेट',
    KO: '탈라 바카라',
    TW: '塔拉百家樂',
    ID: 'Tala Baccarat',
    MS: 'Tala Bakarat',
    MY: 'တာလာ ဘာကာရက်',
    KM: 'តាឡា បាការ៉ា',
    LO: 'ທາລາ ບາຄາຣາ',
    BN: 'তালা ব্যাকারেট',
    TA: 'தாலா பக்காரா',
    TE: 'తాలా బకారా',
    MR: 'ताला बॅकरॅट',
    NE: 'ताला ब्याकारेट',
    SI: 'තාලා බැකරා',
    'UR-LA': 'Tala Baccarat',
    'PT-BR': 'Tala Bacará',
    ES: 'Tala Baccarat',
    FR: 'Tala Baccara',
    DE: 'Tala Baccara',
    RU: 'Тала Баккара',
    TR: 'Tala Bakara',
    IT: 'Tala Baccarà',
    AR: 'باكارات تالا',
    FA: 'باکارا تالا',
  },
};
