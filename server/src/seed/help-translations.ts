/**
 * The demo help centre in every platform language besides English: the same four sections and
 * eleven articles as help-seed.ts, translated. The markup is built once from each language's texts
 * so every language has the same structure. The spec's seven are here; the 22 languages of issue
 * #27 are in help-translations-{east,south,west}.ts.
 */
import type { HelpSectionSeed } from './help-seed.ts';
import { HELP_TEXTS_EAST } from './help-translations-east.ts';
import { HELP_TEXTS_SOUTH } from './help-translations-south.ts';
import { HELP_TEXTS_WEST } from './help-translations-west.ts';

export interface HelpTexts {
  deposits: string;
  depositHow: string;
  depositSteps: [string, string, string];
  depositTime: string;
  depositLimits: string;
  method: string;
  minimum: string;
  maximum: string;
  fee: string;
  ewallet: string;
  bank: string;
  free: string;
  depositMissing: string;
  depositWait: string;
  depositBring: [string, string, string];
  withdrawals: string;
  withdrawHow: string;
  withdrawText: string;
  withdrawRejected: string;
  rejectReasons: [string, string, string];
  rejectWhere: string;
  payoutConfirm: string;
  payoutText: string;
  account: string;
  registering: string;
  registerText: string;
  forgot: string;
  forgotText: string;
  language: string;
  languageText: string;
  responsible: string;
  playing: string;
  playTips: [string, string, string];
  adults: string;
  exclusion: string;
  exclusionText: string;
}

const list = (tag: 'ol' | 'ul', items: readonly string[]) =>
  `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;

function sections(x: HelpTexts): HelpSectionSeed[] {
  return [
    {
      title: x.deposits,
      sequence: 1,
      articles: [
        { title: x.depositHow, content: `${list('ol', x.depositSteps)}<p>${x.depositTime}</p>` },
        {
          title: x.depositLimits,
          content: `<table><thead><tr><th>${x.method}</th><th>${x.minimum}</th><th>${x.maximum}</th><th>${x.fee}</th></tr></thead><tbody><tr><td>${x.ewallet}</td><td>₱100</td><td>₱50,000</td><td>${x.free}</td></tr><tr><td>${x.bank}</td><td>₱500</td><td>₱500,000</td><td>${x.free}</td></tr></tbody></table>`,
        },
        { title: x.depositMissing, content: `<p>${x.depositWait}</p>${list('ul', x.depositBring)}` },
      ],
    },
    {
      title: x.withdrawals,
      sequence: 2,
      articles: [
        { title: x.withdrawHow, content: `<p>${x.withdrawText}</p>` },
        { title: x.withdrawRejected, content: `${list('ul', x.rejectReasons)}<p>${x.rejectWhere}</p>` },
        { title: x.payoutConfirm, content: `<p>${x.payoutText}</p>` },
      ],
    },
    {
      title: x.account,
      sequence: 3,
      articles: [
        { title: x.registering, content: `<p>${x.registerText}</p>` },
        { title: x.forgot, content: `<p>${x.forgotText}</p>` },
        { title: x.language, content: `<p>${x.languageText}</p>` },
      ],
    },
    {
      title: x.responsible,
      sequence: 4,
      articles: [
        { title: x.playing, content: `${list('ul', x.playTips)}<p>${x.adults}</p>` },
        { title: x.exclusion, content: `<p>${x.exclusionText}</p>` },
      ],
    },
  ];
}

const TY: HelpTexts = {
  deposits: 'Mga deposito',
  depositHow: 'Paano ako magdedeposito?',
  depositSteps: [
    'Mag-log in at buksan ang <strong>Deposito</strong> mula sa menu ng miyembro.',
    'Pumili ng paraan ng pagbabayad at ilagay ang halaga.',
    'Sundin ang pahina ng pagbabayad at itago ang reference number.',
  ],
  depositTime: 'Karamihan ng deposito ay naikredito sa loob ng 5 minuto.',
  depositLimits: 'Mga limitasyon at bayad sa deposito',
  method: 'Paraan',
  minimum: 'Pinakamababa',
  maximum: 'Pinakamataas',
  fee: 'Bayad',
  ewallet: 'E-wallet',
  bank: 'Bank transfer',
  free: 'Libre',
  depositMissing: 'Hindi pa dumarating ang aking deposito',
  depositWait: 'Maghintay ng 15 minuto, pagkatapos ay makipag-ugnayan sa customer service dala ang:',
  depositBring: ['iyong username,', 'ang halaga at oras,', 'screenshot ng resibo ng pagbabayad.'],
  withdrawals: 'Mga withdrawal',
  withdrawHow: 'Paano ako mag-withdraw?',
  withdrawText:
    'Buksan ang <strong>Withdraw</strong>, pumili ng naka-bind na bank account o e-wallet, ilagay ang halaga at ang iyong password sa pagbabayad. Dapat tumugma ang pangalan sa account sa iyong nakarehistrong tunay na pangalan.',
  withdrawRejected: 'Bakit tinanggihan ang aking withdrawal?',
  rejectReasons: [
    'Hindi pa naaabot ang turnover requirement ng isang bonus.',
    'Hindi tumutugma ang pangalan ng account sa iyong tunay na pangalan.',
    'Naabot na ang pang-araw-araw na limitasyon ng withdrawal ng iyong VIP level.',
  ],
  rejectWhere: 'Makikita ang dahilan sa talaan ng account.',
  payoutConfirm: 'Pagkumpirma na natanggap mo ang payout',
  payoutText:
    'Pagkatapos ng payout, piliin ang <em>Natanggap</em> o <em>Hindi natanggap</em>. Kung hindi ka sasagot, ituturing na natanggap ang payout pagkalipas ng oras ng pagkumpirma. Para sa <em>Hindi natanggap</em>, i-upload ang iyong bank statement.',
  account: 'Ang iyong account',
  registering: 'Pagrehistro ng account',
  registerText:
    'Magrehistro gamit ang username o ang iyong mobile number. Ang username ay 6–12 letra at numero at nagsisimula sa letra. Isang account bawat tao.',
  forgot: 'Nakalimutan ko ang aking password',
  forgotText:
    'Gamitin ang <strong>Nakalimutan ang password</strong> sa login form. Maaari mo itong i-reset sa e-mail o, kung naka-enable, sa SMS code na ipinadala sa iyong naka-bind na mobile number.',
  language: 'Pagpapalit ng wika',
  languageText: 'Gamitin ang pagpili ng wika sa header. Tatandaan ang iyong pinili sa device na ito.',
  responsible: 'Responsableng paglalaro',
  playing: 'Responsableng paglalaro',
  playTips: [
    'Magtakda ng budget bago maglaro at sundin ito.',
    'Huwag habulin ang mga talo.',
    'Magpahinga nang regular.',
  ],
  adults: 'Ang paglalaro ay para lamang sa mga nasa hustong gulang na 18 pataas.',
  exclusion: 'Self-exclusion at cooling-off',
  exclusionText:
    'Humiling sa customer service ng cooling-off period (24 oras hanggang 6 na linggo) o self-exclusion (6 na buwan o higit pa). Sa panahong ito, hindi ka makakapag-log in o makakapagdeposito.',
};

const CN: HelpTexts = {
  deposits: '存款',
  depositHow: '如何存款？',
  depositSteps: [
    '登录后从会员菜单打开<strong>存款</strong>。',
    '选择支付方式并输入金额。',
    '按照支付页面操作，并保存参考编号。',
  ],
  depositTime: '大多数存款在 5 分钟内到账。',
  depositLimits: '存款限额与手续费',
  method: '方式',
  minimum: '最低',
  maximum: '最高',
  fee: '手续费',
  ewallet: '电子钱包',
  bank: '银行转账',
  free: '免费',
  depositMissing: '我的存款尚未到账',
  depositWait: '请等待 15 分钟，然后联系客服并提供：',
  depositBring: ['您的用户名，', '金额和时间，', '支付凭证截图。'],
  withdrawals: '取款',
  withdrawHow: '如何取款？',
  withdrawText:
    '打开<strong>取款</strong>，选择已绑定的银行账户或电子钱包，输入金额和资金密码。账户名必须与您注册的真实姓名一致。',
  withdrawRejected: '为什么我的取款被拒绝？',
  rejectReasons: ['尚未达到奖金的投注额要求。', '账户名与您的真实姓名不一致。', '已达到您 VIP 等级的每日取款限额。'],
  rejectWhere: '原因会显示在账户记录中。',
  payoutConfirm: '确认已收到出款',
  payoutText:
    '出款后，请选择<em>已收到</em>或<em>未收到</em>。如果您没有回应，超过确认时间后出款将视为已收到。选择<em>未收到</em>时，请上传银行流水。',
  account: '账户',
  registering: '注册账户',
  registerText: '可使用用户名或手机号码注册。用户名为 6–12 位字母和数字，并以字母开头。每人限一个账户。',
  forgot: '我忘记了密码',
  forgotText:
    '在登录表单中使用<strong>忘记密码</strong>。您可以通过电子邮件重置，或在已开启时通过发送到绑定手机号码的短信验证码重置。',
  language: '切换语言',
  languageText: '使用页眉中的语言切换器。您的选择会保存在此设备上。',
  responsible: '负责任博彩',
  playing: '理性游戏',
  playTips: ['游戏前设定预算并严格遵守。', '切勿追回损失。', '定时休息。'],
  adults: '游戏仅限 18 岁及以上的成年人。',
  exclusion: '自我排除与冷静期',
  exclusionText: '可联系客服申请冷静期（24 小时至 6 周）或自我排除（6 个月或以上）。在此期间您无法登录或存款。',
};

const JA: HelpTexts = {
  deposits: '入金',
  depositHow: '入金するには？',
  depositSteps: [
    'ログインして、会員メニューから<strong>入金</strong>を開きます。',
    '支払い方法を選び、金額を入力します。',
    '支払いページの案内に従い、参照番号を控えておきます。',
  ],
  depositTime: 'ほとんどの入金は 5 分以内に反映されます。',
  depositLimits: '入金の限度額と手数料',
  method: '方法',
  minimum: '最低額',
  maximum: '最高額',
  fee: '手数料',
  ewallet: '電子ウォレット',
  bank: '銀行振込',
  free: '無料',
  depositMissing: '入金が反映されません',
  depositWait: '15 分お待ちいただき、次の情報を添えてカスタマーサービスにご連絡ください。',
  depositBring: ['ユーザー名', '金額と時刻', '支払い控えのスクリーンショット'],
  withdrawals: '出金',
  withdrawHow: '出金するには？',
  withdrawText:
    '<strong>出金</strong>を開き、登録済みの銀行口座または電子ウォレットを選び、金額と出金パスワードを入力します。口座名義は登録した本名と一致している必要があります。',
  withdrawRejected: '出金が却下されたのはなぜですか？',
  rejectReasons: [
    'ボーナスの総ベット額の条件をまだ満たしていません。',
    '口座名義が本名と一致しません。',
    'VIP レベルの 1 日の出金上限に達しました。',
  ],
  rejectWhere: '理由は取引履歴に表示されます。',
  payoutConfirm: '払い出しの受け取り確認',
  payoutText:
    '払い出し後、<em>受け取った</em>または<em>受け取っていない</em>を選んでください。回答がない場合、確認期限を過ぎると受け取り済みとみなされます。<em>受け取っていない</em>場合は、銀行の取引明細をアップロードしてください。',
  account: 'アカウント',
  registering: 'アカウント登録',
  registerText:
    'ユーザー名または携帯電話番号で登録できます。ユーザー名は英字で始まる 6～12 文字の英数字です。アカウントはお一人様一つまでです。',
  forgot: 'パスワードを忘れました',
  forgotText:
    'ログインフォームの<strong>パスワードを忘れた場合</strong>を使います。メール、または有効な場合は登録済みの携帯電話番号に届く SMS コードで再設定できます。',
  language: '言語の切り替え',
  languageText: 'ヘッダーの言語切り替えを使います。選択した言語はこの端末に保存されます。',
  responsible: '責任あるゲーム',
  playing: '節度あるプレイ',
  playTips: [
    'プレイ前に予算を決め、必ず守りましょう。',
    '負けを取り返そうとしないでください。',
    'こまめに休憩を取りましょう。',
  ],
  adults: 'ゲームは 18 歳以上の成人の方のみご利用いただけます。',
  exclusion: '自己排除とクーリングオフ',
  exclusionText:
    'カスタマーサービスにクーリングオフ期間（24 時間～6 週間）または自己排除（6 か月以上）をお申し込みください。期間中はログインも入金もできません。',
};

const TH: HelpTexts = {
  deposits: 'การฝากเงิน',
  depositHow: 'ฉันจะฝากเงินได้อย่างไร',
  depositSteps: [
    'เข้าสู่ระบบแล้วเปิด <strong>ฝากเงิน</strong> จากเมนูสมาชิก',
    'เลือกช่องทางชำระเงินและใส่จำนวนเงิน',
    'ทำตามหน้าชำระเงินและเก็บหมายเลขอ้างอิงไว้',
  ],
  depositTime: 'การฝากเงินส่วนใหญ่จะเข้าบัญชีภายใน 5 นาที',
  depositLimits: 'วงเงินและค่าธรรมเนียมการฝาก',
  method: 'ช่องทาง',
  minimum: 'ขั้นต่ำ',
  maximum: 'สูงสุด',
  fee: 'ค่าธรรมเนียม',
  ewallet: 'อีวอลเล็ต',
  bank: 'โอนผ่านธนาคาร',
  free: 'ฟรี',
  depositMissing: 'เงินฝากของฉันยังไม่เข้า',
  depositWait: 'โปรดรอ 15 นาที จากนั้นติดต่อฝ่ายบริการลูกค้าพร้อมข้อมูลต่อไปนี้',
  depositBring: ['ชื่อผู้ใช้ของคุณ', 'จำนวนเงินและเวลา', 'ภาพหน้าจอใบเสร็จการชำระเงิน'],
  withdrawals: 'การถอนเงิน',
  withdrawHow: 'ฉันจะถอนเงินได้อย่างไร',
  withdrawText:
    'เปิด <strong>ถอนเงิน</strong> เลือกบัญชีธนาคารหรืออีวอลเล็ตที่ผูกไว้ ใส่จำนวนเงินและรหัสผ่านชำระเงิน ชื่อบัญชีต้องตรงกับชื่อจริงที่ลงทะเบียนไว้',
  withdrawRejected: 'ทำไมการถอนเงินของฉันถูกปฏิเสธ',
  rejectReasons: ['ยังทำยอดหมุนเวียนของโบนัสไม่ครบ', 'ชื่อบัญชีไม่ตรงกับชื่อจริงของคุณ', 'ถึงวงเงินถอนต่อวันของระดับ VIP ของคุณแล้ว'],
  rejectWhere: 'เหตุผลจะแสดงในประวัติบัญชี',
  payoutConfirm: 'การยืนยันว่าได้รับการจ่ายเงินแล้ว',
  payoutText:
    'หลังการจ่ายเงิน ให้เลือก <em>ได้รับแล้ว</em> หรือ <em>ยังไม่ได้รับ</em> หากคุณไม่ตอบ ระบบจะถือว่าได้รับเงินแล้วเมื่อพ้นเวลายืนยัน หากเลือก <em>ยังไม่ได้รับ</em> โปรดอัปโหลดรายการเดินบัญชีธนาคาร',
  account: 'บัญชี',
  registering: 'การสมัครบัญชี',
  registerText: 'สมัครด้วยชื่อผู้ใช้หรือหมายเลขโทรศัพท์มือถือ ชื่อผู้ใช้ต้องเป็นตัวอักษรและตัวเลข 6–12 ตัว และขึ้นต้นด้วยตัวอักษร หนึ่งคนต่อหนึ่งบัญชี',
  forgot: 'ฉันลืมรหัสผ่าน',
  forgotText:
    'ใช้ <strong>ลืมรหัสผ่าน</strong> ในแบบฟอร์มเข้าสู่ระบบ คุณสามารถรีเซ็ตทางอีเมล หรือทางรหัส SMS ที่ส่งไปยังหมายเลขมือถือที่ผูกไว้หากเปิดใช้งาน',
  language: 'การเปลี่ยนภาษา',
  languageText: 'ใช้ตัวเลือกภาษาที่ส่วนหัวของหน้า ระบบจะจำภาษาที่คุณเลือกไว้บนอุปกรณ์นี้',
  responsible: 'การเล่นอย่างรับผิดชอบ',
  playing: 'เล่นอย่างมีสติ',
  playTips: ['กำหนดงบประมาณก่อนเล่นและทำตามนั้น', 'อย่าเล่นเพื่อเอาคืนสิ่งที่เสียไป', 'พักเป็นระยะ'],
  adults: 'การเล่นเกมสำหรับผู้ที่มีอายุ 18 ปีขึ้นไปเท่านั้น',
  exclusion: 'การกันตนเองและช่วงพักสงบสติ',
  exclusionText:
    'ติดต่อฝ่ายบริการลูกค้าเพื่อขอช่วงพัก (24 ชั่วโมงถึง 6 สัปดาห์) หรือการกันตนเอง (6 เดือนขึ้นไป) ในช่วงนี้คุณจะเข้าสู่ระบบหรือฝากเงินไม่ได้',
};

const VI: HelpTexts = {
  deposits: 'Nạp tiền',
  depositHow: 'Làm thế nào để nạp tiền?',
  depositSteps: [
    'Đăng nhập và mở <strong>Nạp tiền</strong> từ menu thành viên.',
    'Chọn phương thức thanh toán và nhập số tiền.',
    'Làm theo trang thanh toán và giữ lại mã tham chiếu.',
  ],
  depositTime: 'Phần lớn giao dịch nạp tiền được ghi có trong vòng 5 phút.',
  depositLimits: 'Hạn mức và phí nạp tiền',
  method: 'Phương thức',
  minimum: 'Tối thiểu',
  maximum: 'Tối đa',
  fee: 'Phí',
  ewallet: 'Ví điện tử',
  bank: 'Chuyển khoản ngân hàng',
  free: 'Miễn phí',
  depositMissing: 'Tiền nạp của tôi chưa về',
  depositWait: 'Vui lòng chờ 15 phút, sau đó liên hệ chăm sóc khách hàng kèm theo:',
  depositBring: ['tên đăng nhập của bạn,', 'số tiền và thời gian,', 'ảnh chụp màn hình biên lai thanh toán.'],
  withdrawals: 'Rút tiền',
  withdrawHow: 'Làm thế nào để rút tiền?',
  withdrawText:
    'Mở <strong>Rút tiền</strong>, chọn tài khoản ngân hàng hoặc ví điện tử đã liên kết, nhập số tiền và mật khẩu thanh toán. Tên tài khoản phải trùng với họ tên thật đã đăng ký.',
  withdrawRejected: 'Vì sao yêu cầu rút tiền của tôi bị từ chối?',
  rejectReasons: [
    'Chưa đạt yêu cầu tổng cược của khoản thưởng.',
    'Tên tài khoản không trùng với họ tên thật của bạn.',
    'Đã đạt hạn mức rút tiền mỗi ngày của cấp VIP của bạn.',
  ],
  rejectWhere: 'Lý do được hiển thị trong lịch sử tài khoản.',
  payoutConfirm: 'Xác nhận đã nhận tiền chi trả',
  payoutText:
    'Sau khi chi trả, hãy chọn <em>Đã nhận</em> hoặc <em>Chưa nhận</em>. Nếu bạn không trả lời, khoản chi trả được coi là đã nhận sau thời hạn xác nhận. Với <em>Chưa nhận</em>, hãy tải lên sao kê ngân hàng.',
  account: 'Tài khoản',
  registering: 'Đăng ký tài khoản',
  registerText:
    'Đăng ký bằng tên đăng nhập hoặc số điện thoại di động. Tên đăng nhập gồm 6–12 chữ cái và chữ số, bắt đầu bằng chữ cái. Mỗi người một tài khoản.',
  forgot: 'Tôi quên mật khẩu',
  forgotText:
    'Dùng <strong>Quên mật khẩu</strong> trên biểu mẫu đăng nhập. Bạn có thể đặt lại qua e-mail hoặc, nếu được bật, qua mã SMS gửi đến số điện thoại đã liên kết.',
  language: 'Đổi ngôn ngữ',
  languageText: 'Dùng bộ chọn ngôn ngữ ở đầu trang. Lựa chọn của bạn được ghi nhớ trên thiết bị này.',
  responsible: 'Chơi có trách nhiệm',
  playing: 'Chơi có trách nhiệm',
  playTips: [
    'Đặt ngân sách trước khi chơi và tuân thủ.',
    'Đừng bao giờ cố gỡ lại khoản thua.',
    'Nghỉ ngơi thường xuyên.',
  ],
  adults: 'Trò chơi chỉ dành cho người từ 18 tuổi trở lên.',
  exclusion: 'Tự loại trừ và thời gian tạm nghỉ',
  exclusionText:
    'Liên hệ chăm sóc khách hàng để yêu cầu thời gian tạm nghỉ (24 giờ đến 6 tuần) hoặc tự loại trừ (6 tháng trở lên). Trong thời gian này bạn không thể đăng nhập hay nạp tiền.',
};

const HI: HelpTexts = {
  deposits: 'जमा',
  depositHow: 'मैं जमा कैसे करूँ?',
  depositSteps: [
    'लॉग इन करें और सदस्य मेनू से <strong>जमा</strong> खोलें।',
    'भुगतान का तरीका चुनें और राशि दर्ज करें।',
    'भुगतान पेज के निर्देशों का पालन करें और संदर्भ संख्या संभालकर रखें।',
  ],
  depositTime: 'अधिकांश जमा 5 मिनट के भीतर खाते में आ जाती हैं।',
  depositLimits: 'जमा सीमाएँ और शुल्क',
  method: 'तरीका',
  minimum: 'न्यूनतम',
  maximum: 'अधिकतम',
  fee: 'शुल्क',
  ewallet: 'ई-वॉलेट',
  bank: 'बैंक ट्रांसफ़र',
  free: 'निःशुल्क',
  depositMissing: 'मेरी जमा राशि नहीं पहुँची',
  depositWait: '15 मिनट प्रतीक्षा करें, फिर ग्राहक सेवा से इन जानकारियों के साथ संपर्क करें:',
  depositBring: ['आपका यूज़रनेम,', 'राशि और समय,', 'भुगतान रसीद का स्क्रीनशॉट।'],
  withdrawals: 'निकासी',
  withdrawHow: 'मैं निकासी कैसे करूँ?',
  withdrawText:
    '<strong>निकासी</strong> खोलें, जुड़ा हुआ बैंक खाता या ई-वॉलेट चुनें, राशि और अपना भुगतान पासवर्ड दर्ज करें। खाते का नाम आपके पंजीकृत असली नाम से मेल खाना चाहिए।',
  withdrawRejected: 'मेरी निकासी अस्वीकार क्यों हुई?',
  rejectReasons: [
    'बोनस की टर्नओवर शर्त अभी पूरी नहीं हुई है।',
    'खाते का नाम आपके असली नाम से मेल नहीं खाता।',
    'आपके VIP स्तर की दैनिक निकासी सीमा पूरी हो गई है।',
  ],
  rejectWhere: 'कारण खाता रिकॉर्ड में दिखाया जाता है।',
  payoutConfirm: 'भुगतान प्राप्त होने की पुष्टि',
  payoutText:
    'भुगतान के बाद <em>प्राप्त हुआ</em> या <em>प्राप्त नहीं हुआ</em> चुनें। यदि आप जवाब नहीं देते, तो पुष्टि समय के बाद भुगतान प्राप्त माना जाता है। <em>प्राप्त नहीं हुआ</em> के लिए अपना बैंक स्टेटमेंट अपलोड करें।',
  account: 'खाता',
  registering: 'खाता पंजीकरण',
  registerText:
    'यूज़रनेम या अपने मोबाइल नंबर से पंजीकरण करें। यूज़रनेम 6–12 अक्षरों और अंकों का होता है और किसी अक्षर से शुरू होता है। प्रति व्यक्ति एक खाता।',
  forgot: 'मैं अपना पासवर्ड भूल गया',
  forgotText:
    'लॉग इन फ़ॉर्म पर <strong>पासवर्ड भूल गए</strong> का उपयोग करें। आप इसे ई-मेल से या, यदि सक्षम हो, तो अपने जुड़े मोबाइल नंबर पर भेजे गए SMS कोड से रीसेट कर सकते हैं।',
  language: 'भाषा बदलना',
  languageText: 'हेडर में भाषा चयनकर्ता का उपयोग करें। आपकी पसंद इस डिवाइस पर याद रखी जाती है।',
  responsible: 'ज़िम्मेदार गेमिंग',
  playing: 'ज़िम्मेदारी से खेलना',
  playTips: ['खेलने से पहले बजट तय करें और उस पर टिके रहें।', 'हार की भरपाई के लिए कभी न खेलें।', 'नियमित रूप से विराम लें।'],
  adults: 'गेमिंग केवल 18 वर्ष और उससे अधिक आयु के वयस्कों के लिए है।',
  exclusion: 'स्व-बहिष्करण और कूलिंग-ऑफ़',
  exclusionText:
    'ग्राहक सेवा से कूलिंग-ऑफ़ अवधि (24 घंटे से 6 सप्ताह) या स्व-बहिष्करण (6 महीने या अधिक) का अनुरोध करें। इस दौरान आप लॉग इन या जमा नहीं कर सकते।',
};

const KO: HelpTexts = {
  deposits: '입금',
  depositHow: '입금은 어떻게 하나요?',
  depositSteps: [
    '로그인한 뒤 회원 메뉴에서 <strong>입금</strong>을 엽니다.',
    '결제 수단을 선택하고 금액을 입력합니다.',
    '결제 페이지의 안내를 따르고 참조 번호를 보관합니다.',
  ],
  depositTime: '대부분의 입금은 5분 이내에 반영됩니다.',
  depositLimits: '입금 한도 및 수수료',
  method: '수단',
  minimum: '최소',
  maximum: '최대',
  fee: '수수료',
  ewallet: '전자지갑',
  bank: '계좌 이체',
  free: '무료',
  depositMissing: '입금이 반영되지 않았어요',
  depositWait: '15분 기다린 뒤 다음 정보와 함께 고객센터에 문의하세요.',
  depositBring: ['사용자 이름', '금액과 시간', '결제 영수증 스크린샷'],
  withdrawals: '출금',
  withdrawHow: '출금은 어떻게 하나요?',
  withdrawText:
    '<strong>출금</strong>을 열고 등록된 은행 계좌나 전자지갑을 선택한 뒤 금액과 출금 비밀번호를 입력합니다. 계좌 예금주는 등록한 실명과 같아야 합니다.',
  withdrawRejected: '출금이 거절된 이유는 무엇인가요?',
  rejectReasons: [
    '보너스의 총 베팅액 조건을 아직 충족하지 않았습니다.',
    '계좌 예금주가 실명과 일치하지 않습니다.',
    'VIP 등급의 일일 출금 한도에 도달했습니다.',
  ],
  rejectWhere: '사유는 계정 기록에 표시됩니다.',
  payoutConfirm: '지급 수령 확인',
  payoutText:
    '지급 후 <em>수령함</em> 또는 <em>수령하지 않음</em>을 선택하세요. 응답하지 않으면 확인 기한이 지난 뒤 수령한 것으로 처리됩니다. <em>수령하지 않음</em>의 경우 은행 거래 내역을 업로드하세요.',
  account: '계정',
  registering: '계정 등록',
  registerText:
    '사용자 이름 또는 휴대폰 번호로 가입할 수 있습니다. 사용자 이름은 영문자로 시작하는 6–12자의 영문자와 숫자입니다. 1인 1계정입니다.',
  forgot: '비밀번호를 잊어버렸어요',
  forgotText:
    '로그인 양식의 <strong>비밀번호 찾기</strong>를 이용하세요. 이메일로, 또는 사용 중인 경우 등록된 휴대폰 번호로 받은 SMS 코드로 재설정할 수 있습니다.',
  language: '언어 변경',
  languageText: '상단의 언어 선택기를 사용하세요. 선택한 언어는 이 기기에 저장됩니다.',
  responsible: '책임감 있는 게임',
  playing: '책임감 있게 즐기기',
  playTips: ['플레이 전에 예산을 정하고 지키세요.', '잃은 돈을 만회하려고 하지 마세요.', '정기적으로 휴식을 취하세요.'],
  adults: '게임은 만 18세 이상 성인만 이용할 수 있습니다.',
  exclusion: '자기 제한 및 냉각 기간',
  exclusionText:
    '고객센터에 냉각 기간(24시간~6주) 또는 자기 제한(6개월 이상)을 요청하세요. 이 기간에는 로그인하거나 입금할 수 없습니다.',
};

const TEXTS: Record<string, HelpTexts> = {
  TY,
  CN,
  JA,
  TH,
  VI,
  HI,
  KO,
  ...HELP_TEXTS_EAST,
  ...HELP_TEXTS_SOUTH,
  ...HELP_TEXTS_WEST,
};

/** Platform language code → the translated help centre. */
export const HELP_TRANSLATIONS: Record<string, HelpSectionSeed[]> = Object.fromEntries(
  Object.entries(TEXTS).map(([code, texts]) => [code, sections(texts)]),
);
