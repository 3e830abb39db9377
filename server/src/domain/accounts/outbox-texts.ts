/**
 * The words of the platform's SMS and e-mails in every platform language (issue #27). A code
 * message names its purpose; the temporary password stands at the end of its own line, after a
 * space, in every language (tests and players copy it from there).
 */
import { platformLanguage, platformLanguageCode, type PlatformLanguageCode } from '../platform-languages.ts';
import type { CodePurpose } from './verification-codes.ts';

interface OutboxTexts {
  codeSubject: string;
  /** {code}, {purpose}, {minutes} (or `{minutes, plural, one {# …} other {# …}}`, CLDR's categories). */
  code: string;
  purposes: Record<CodePurpose, string>;
  passwordSubject: string;
  /** {username}, {password} (ending its line). */
  password: string;
}

const TEXTS: Record<PlatformLanguageCode, OutboxTexts> = {
  EN: {
    codeSubject: 'Tala verification code',
    code: 'Tala: your verification code is {code} {purpose}. It expires in {minutes} minutes.',
    purposes: {
      register: 'to finish your registration',
      login: 'to log in',
      forgot: 'to reset your password',
      verify: 'to confirm this new device',
      bind: 'to bind it to your account',
    },
    passwordSubject: 'Your temporary Tala password',
    password:
      'Hello {username},\n\nyour temporary password is {password}\n\nYou will be asked to choose a new password when you log in.',
  },
  TY: {
    codeSubject: 'Verification code ng Tala',
    code: 'Tala: ang iyong verification code ay {code} {purpose}. Mag-e-expire ito sa loob ng {minutes} minuto.',
    purposes: {
      register: 'para tapusin ang iyong pagrehistro',
      login: 'para mag-log in',
      forgot: 'para i-reset ang iyong password',
      verify: 'para kumpirmahin ang bagong device na ito',
      bind: 'para i-link ito sa iyong account',
    },
    passwordSubject: 'Ang iyong pansamantalang password sa Tala',
    password:
      'Kumusta {username},\n\nang iyong pansamantalang password ay {password}\n\nHihilingin sa iyong pumili ng bagong password pagka-log in mo.',
  },
  CN: {
    codeSubject: 'Tala 验证码',
    code: 'Tala：您的验证码是 {code}，用于{purpose}，{minutes} 分钟内有效。',
    purposes: {
      register: '完成注册',
      login: '登录',
      forgot: '重置密码',
      verify: '确认此新设备',
      bind: '绑定到您的账户',
    },
    passwordSubject: '您的 Tala 临时密码',
    password: '{username}，您好：\n\n您的临时密码是 {password}\n\n登录时系统会要求您设置新密码。',
  },
  TW: {
    codeSubject: 'Tala 驗證碼',
    code: 'Tala：您的驗證碼是 {code}，用於{purpose}，{minutes} 分鐘內有效。',
    purposes: {
      register: '完成註冊',
      login: '登入',
      forgot: '重設密碼',
      verify: '確認這部新裝置',
      bind: '綁定至您的帳戶',
    },
    passwordSubject: '您的 Tala 臨時密碼',
    password: '{username}，您好：\n\n您的臨時密碼是 {password}\n\n登入時系統會要求您設定新密碼。',
  },
  JA: {
    codeSubject: 'Tala 認証コード',
    code: 'Tala：{purpose}ための認証コードは {code} です。有効期限は {minutes} 分です。',
    purposes: {
      register: '登録を完了する',
      login: 'ログインする',
      forgot: 'パスワードを再設定する',
      verify: 'この新しい端末を確認する',
      bind: 'アカウントに連携する',
    },
    passwordSubject: 'Tala の仮パスワード',
    password:
      '{username} 様\n\n仮パスワードは次のとおりです: {password}\n\nログイン時に新しいパスワードの設定をお願いします。',
  },
  TH: {
    codeSubject: 'รหัสยืนยัน Tala',
    code: 'Tala: รหัสยืนยันของคุณคือ {code} สำหรับ{purpose} รหัสจะหมดอายุใน {minutes} นาที',
    purposes: {
      register: 'ลงทะเบียนให้เสร็จสิ้น',
      login: 'เข้าสู่ระบบ',
      forgot: 'รีเซ็ตรหัสผ่าน',
      verify: 'ยืนยันอุปกรณ์ใหม่นี้',
      bind: 'ผูกกับบัญชีของคุณ',
    },
    passwordSubject: 'รหัสผ่านชั่วคราวของ Tala',
    password: 'สวัสดีคุณ {username}\n\nรหัสผ่านชั่วคราวของคุณคือ {password}\n\nระบบจะให้คุณตั้งรหัสผ่านใหม่เมื่อเข้าสู่ระบบ',
  },
  VI: {
    codeSubject: 'Mã xác minh Tala',
    code: 'Tala: mã xác minh của bạn là {code} để {purpose}. Mã hết hạn sau {minutes} phút.',
    purposes: {
      register: 'hoàn tất đăng ký',
      login: 'đăng nhập',
      forgot: 'đặt lại mật khẩu',
      verify: 'xác nhận thiết bị mới này',
      bind: 'liên kết với tài khoản của bạn',
    },
    passwordSubject: 'Mật khẩu tạm thời Tala của bạn',
    password:
      'Xin chào {username},\n\nmật khẩu tạm thời của bạn là {password}\n\nBạn sẽ được yêu cầu chọn mật khẩu mới khi đăng nhập.',
  },
  HI: {
    codeSubject: 'Tala वेरिफ़िकेशन कोड',
    code: 'Tala: {purpose} के लिए आपका वेरिफ़िकेशन कोड {code} है। यह {minutes} मिनट में समाप्त हो जाएगा।',
    purposes: {
      register: 'पंजीकरण पूरा करने',
      login: 'लॉग इन करने',
      forgot: 'पासवर्ड रीसेट करने',
      verify: 'इस नए डिवाइस की पुष्टि करने',
      bind: 'इसे अपने खाते से जोड़ने',
    },
    passwordSubject: 'आपका अस्थायी Tala पासवर्ड',
    password: 'नमस्ते {username},\n\nआपका अस्थायी पासवर्ड है: {password}\n\nलॉग इन करने पर आपसे नया पासवर्ड चुनने को कहा जाएगा।',
  },
  KO: {
    codeSubject: 'Tala 인증 코드',
    code: 'Tala: {purpose} 위한 인증 코드는 {code}입니다. {minutes}분 후에 만료됩니다.',
    purposes: {
      register: '가입을 완료하기',
      login: '로그인하기',
      forgot: '비밀번호를 재설정하기',
      verify: '이 새 기기를 확인하기',
      bind: '계정에 연결하기',
    },
    passwordSubject: 'Tala 임시 비밀번호',
    password:
      '{username}님, 안녕하세요.\n\n임시 비밀번호: {password}\n\n로그인하면 새 비밀번호를 설정하라는 안내가 표시됩니다.',
  },
  ID: {
    codeSubject: 'Kode verifikasi Tala',
    code: 'Tala: kode verifikasi Anda {code} untuk {purpose}. Kode berlaku {minutes} menit.',
    purposes: {
      register: 'menyelesaikan pendaftaran',
      login: 'masuk',
      forgot: 'mengatur ulang kata sandi',
      verify: 'mengonfirmasi perangkat baru ini',
      bind: 'menautkannya ke akun Anda',
    },
    passwordSubject: 'Kata sandi sementara Tala Anda',
    password:
      'Halo {username},\n\nkata sandi sementara Anda adalah {password}\n\nAnda akan diminta membuat kata sandi baru saat masuk.',
  },
  MS: {
    codeSubject: 'Kod pengesahan Tala',
    code: 'Tala: kod pengesahan anda ialah {code} untuk {purpose}. Kod tamat tempoh dalam {minutes} minit.',
    purposes: {
      register: 'melengkapkan pendaftaran',
      login: 'log masuk',
      forgot: 'menetapkan semula kata laluan',
      verify: 'mengesahkan peranti baharu ini',
      bind: 'memautkannya pada akaun anda',
    },
    passwordSubject: 'Kata laluan sementara Tala anda',
    password:
      'Helo {username},\n\nkata laluan sementara anda ialah {password}\n\nAnda akan diminta memilih kata laluan baharu semasa log masuk.',
  },
  MY: {
    codeSubject: 'Tala အတည်ပြုကုဒ်',
    code: 'Tala: {purpose}အတွက် သင့်အတည်ပြုကုဒ်မှာ {code} ဖြစ်သည်။ {minutes} မိနစ်အတွင်း သက်တမ်းကုန်ပါမည်။',
    purposes: {
      register: 'မှတ်ပုံတင်ခြင်း ပြီးဆုံးရန်',
      login: 'အကောင့်ဝင်ရန်',
      forgot: 'စကားဝှက် ပြန်သတ်မှတ်ရန်',
      verify: 'ဤစက်အသစ်ကို အတည်ပြုရန်',
      bind: 'သင့်အကောင့်နှင့် ချိတ်ဆက်ရန်',
    },
    passwordSubject: 'သင်၏ Tala ယာယီစကားဝှက်',
    password: 'မင်္ဂလာပါ {username}၊\n\nသင်၏ ယာယီစကားဝှက်- {password}\n\nအကောင့်ဝင်သောအခါ စကားဝှက်အသစ် ရွေးရန် တောင်းဆိုပါမည်။',
  },
  KM: {
    codeSubject: 'លេខកូដផ្ទៀងផ្ទាត់ Tala',
    code: 'Tala៖ លេខកូដផ្ទៀងផ្ទាត់របស់អ្នកគឺ {code} សម្រាប់{purpose}។ វានឹងផុតកំណត់ក្នុងរយៈពេល {minutes} នាទី។',
    purposes: {
      register: 'បញ្ចប់ការចុះឈ្មោះ',
      login: 'ចូលគណនី',
      forgot: 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ',
      verify: 'បញ្ជាក់ឧបករណ៍ថ្មីនេះ',
      bind: 'ភ្ជាប់វាទៅគណនីរបស់អ្នក',
    },
    passwordSubject: 'ពាក្យសម្ងាត់បណ្តោះអាសន្ន Tala របស់អ្នក',
    password: 'សួស្តី {username}\n\nពាក្យសម្ងាត់បណ្តោះអាសន្នរបស់អ្នកគឺ {password}\n\nអ្នកនឹងត្រូវជ្រើសរើសពាក្យសម្ងាត់ថ្មី នៅពេលចូលគណនី។',
  },
  LO: {
    codeSubject: 'ລະຫັດຢືນຢັນ Tala',
    code: 'Tala: ລະຫັດຢືນຢັນຂອງທ່ານແມ່ນ {code} ສຳລັບ{purpose}. ລະຫັດຈະໝົດອາຍຸໃນ {minutes} ນາທີ.',
    purposes: {
      register: 'ລົງທະບຽນໃຫ້ສຳເລັດ',
      login: 'ເຂົ້າສູ່ລະບົບ',
      forgot: 'ຕັ້ງລະຫັດຜ່ານໃໝ່',
      verify: 'ຢືນຢັນອຸປະກອນໃໝ່ນີ້',
      bind: 'ຜູກກັບບັນຊີຂອງທ່ານ',
    },
    passwordSubject: 'ລະຫັດຜ່ານຊົ່ວຄາວ Tala ຂອງທ່ານ',
    password: 'ສະບາຍດີ {username},\n\nລະຫັດຜ່ານຊົ່ວຄາວຂອງທ່ານແມ່ນ {password}\n\nທ່ານຈະຖືກຂໍໃຫ້ຕັ້ງລະຫັດຜ່ານໃໝ່ເມື່ອເຂົ້າສູ່ລະບົບ.',
  },
  BN: {
    codeSubject: 'Tala যাচাইকরণ কোড',
    code: 'Tala: {purpose} আপনার যাচাইকরণ কোড {code}। এর মেয়াদ {minutes} মিনিটে শেষ হবে।',
    purposes: {
      register: 'নিবন্ধন সম্পূর্ণ করতে',
      login: 'লগ ইন করতে',
      forgot: 'পাসওয়ার্ড রিসেট করতে',
      verify: 'এই নতুন ডিভাইসটি নিশ্চিত করতে',
      bind: 'এটি আপনার অ্যাকাউন্টে যুক্ত করতে',
    },
    passwordSubject: 'আপনার অস্থায়ী Tala পাসওয়ার্ড',
    password:
      'নমস্কার {username},\n\nআপনার অস্থায়ী পাসওয়ার্ড: {password}\n\nলগ ইন করার সময় আপনাকে একটি নতুন পাসওয়ার্ড বেছে নিতে বলা হবে।',
  },
  TA: {
    codeSubject: 'Tala சரிபார்ப்புக் குறியீடு',
    code: 'Tala: {purpose} உங்கள் சரிபார்ப்புக் குறியீடு {code}. இது {minutes} நிமிடங்களில் காலாவதியாகும்.',
    purposes: {
      register: 'பதிவை முடிக்க',
      login: 'உள்நுழைய',
      forgot: 'கடவுச்சொல்லை மீட்டமைக்க',
      verify: 'இந்தப் புதிய சாதனத்தை உறுதிசெய்ய',
      bind: 'உங்கள் கணக்குடன் இணைக்க',
    },
    passwordSubject: 'உங்கள் Tala தற்காலிகக் கடவுச்சொல்',
    password:
      'வணக்கம் {username},\n\nஉங்கள் தற்காலிகக் கடவுச்சொல்: {password}\n\nஉள்நுழையும்போது புதிய கடவுச்சொல்லைத் தேர்ந்தெடுக்கக் கேட்கப்படும்.',
  },
  TE: {
    codeSubject: 'Tala వెరిఫికేషన్ కోడ్',
    code: 'Tala: {purpose} మీ వెరిఫికేషన్ కోడ్ {code}. ఇది {minutes} నిమిషాల్లో గడువు ముగుస్తుంది.',
    purposes: {
      register: 'నమోదు పూర్తి చేయడానికి',
      login: 'లాగిన్ అవ్వడానికి',
      forgot: 'పాస్‌వర్డ్ రీసెట్ చేయడానికి',
      verify: 'ఈ కొత్త పరికరాన్ని నిర్ధారించడానికి',
      bind: 'దీన్ని మీ ఖాతాకు లింక్ చేయడానికి',
    },
    passwordSubject: 'మీ తాత్కాలిక Tala పాస్‌వర్డ్',
    password: 'నమస్కారం {username},\n\nమీ తాత్కాలిక పాస్‌వర్డ్: {password}\n\nలాగిన్ అయినప్పుడు కొత్త పాస్‌వర్డ్ ఎంచుకోమని అడుగుతాం.',
  },
  MR: {
    codeSubject: 'Tala पडताळणी कोड',
    code: 'Tala: {purpose} तुमचा पडताळणी कोड {code} आहे. तो {minutes} मिनिटांत कालबाह्य होईल.',
    purposes: {
      register: 'नोंदणी पूर्ण करण्यासाठी',
      login: 'लॉग इन करण्यासाठी',
      forgot: 'पासवर्ड रीसेट करण्यासाठी',
      verify: 'हे नवीन डिव्हाइस निश्चित करण्यासाठी',
      bind: 'ते तुमच्या खात्याशी जोडण्यासाठी',
    },
    passwordSubject: 'तुमचा तात्पुरता Tala पासवर्ड',
    password:
      'नमस्कार {username},\n\nतुमचा तात्पुरता पासवर्ड: {password}\n\nलॉग इन करताना तुम्हाला नवीन पासवर्ड निवडण्यास सांगितले जाईल.',
  },
  NE: {
    codeSubject: 'Tala प्रमाणीकरण कोड',
    code: 'Tala: {purpose} तपाईंको प्रमाणीकरण कोड {code} हो। यसको म्याद {minutes} मिनेटमा सकिन्छ।',
    purposes: {
      register: 'दर्ता पूरा गर्न',
      login: 'लग इन गर्न',
      forgot: 'पासवर्ड रिसेट गर्न',
      verify: 'यो नयाँ उपकरण पुष्टि गर्न',
      bind: 'यसलाई तपाईंको खातासँग जोड्न',
    },
    passwordSubject: 'तपाईंको अस्थायी Tala पासवर्ड',
    password: 'नमस्ते {username},\n\nतपाईंको अस्थायी पासवर्ड: {password}\n\nलग इन गर्दा तपाईंलाई नयाँ पासवर्ड छान्न भनिनेछ।',
  },
  SI: {
    codeSubject: 'Tala සත්‍යාපන කේතය',
    code: 'Tala: {purpose} ඔබේ සත්‍යාපන කේතය {code}. එය මිනිත්තු {minutes}කින් කල් ඉකුත් වේ.',
    purposes: {
      register: 'ලියාපදිංචිය අවසන් කිරීමට',
      login: 'පිවිසීමට',
      forgot: 'මුරපදය යළි සැකසීමට',
      verify: 'මෙම නව උපාංගය තහවුරු කිරීමට',
      bind: 'එය ඔබේ ගිණුමට සම්බන්ධ කිරීමට',
    },
    passwordSubject: 'ඔබේ තාවකාලික Tala මුරපදය',
    password: 'ආයුබෝවන් {username},\n\nඔබේ තාවකාලික මුරපදය: {password}\n\nපිවිසෙන විට නව මුරපදයක් තෝරා ගැනීමට ඔබෙන් ඉල්ලනු ඇත.',
  },
  'UR-LA': {
    codeSubject: 'Tala ka verification code',
    code: 'Tala: {purpose} aap ka verification code {code} hai. Yeh {minutes} minute mein expire ho jayega.',
    purposes: {
      register: 'registration mukammal karne ke liye',
      login: 'log in karne ke liye',
      forgot: 'password reset karne ke liye',
      verify: 'is naye device ki tasdeeq ke liye',
      bind: 'ise apne account se jorne ke liye',
    },
    passwordSubject: 'Aap ka aarzi Tala password',
    password:
      'Assalam-o-alaikum {username},\n\naap ka aarzi password hai: {password}\n\nLog in karne par aap se naya password chunne ko kaha jayega.',
  },
  'PT-BR': {
    codeSubject: 'Código de verificação Tala',
    code: 'Tala: seu código de verificação para {purpose} é {code}. Ele expira em {minutes} minutos.',
    purposes: {
      register: 'concluir o cadastro',
      login: 'entrar',
      forgot: 'redefinir sua senha',
      verify: 'confirmar este novo dispositivo',
      bind: 'vinculá-lo à sua conta',
    },
    passwordSubject: 'Sua senha temporária da Tala',
    password: 'Olá, {username},\n\nsua senha temporária é {password}\n\nVocê deverá escolher uma nova senha ao entrar.',
  },
  ES: {
    codeSubject: 'Código de verificación de Tala',
    code: 'Tala: tu código de verificación para {purpose} es {code}. Caduca en {minutes} minutos.',
    purposes: {
      register: 'completar tu registro',
      login: 'iniciar sesión',
      forgot: 'restablecer tu contraseña',
      verify: 'confirmar este nuevo dispositivo',
      bind: 'vincularlo a tu cuenta',
    },
    passwordSubject: 'Tu contraseña temporal de Tala',
    password:
      'Hola, {username}:\n\ntu contraseña temporal es {password}\n\nSe te pedirá que elijas una nueva contraseña al iniciar sesión.',
  },
  FR: {
    codeSubject: 'Code de vérification Tala',
    code: 'Tala : votre code de vérification pour {purpose} est {code}. Il expire dans {minutes} minutes.',
    purposes: {
      register: 'terminer votre inscription',
      login: 'vous connecter',
      forgot: 'réinitialiser votre mot de passe',
      verify: 'confirmer ce nouvel appareil',
      bind: 'l’associer à votre compte',
    },
    passwordSubject: 'Votre mot de passe temporaire Tala',
    password:
      'Bonjour {username},\n\nvotre mot de passe temporaire est {password}\n\nVous devrez choisir un nouveau mot de passe à la connexion.',
  },
  DE: {
    codeSubject: 'Tala-Bestätigungscode',
    code: 'Tala: Dein Bestätigungscode, um {purpose}, lautet {code}. Er läuft in {minutes} Minuten ab.',
    purposes: {
      register: 'deine Registrierung abzuschließen',
      login: 'dich anzumelden',
      forgot: 'dein Passwort zurückzusetzen',
      verify: 'dieses neue Gerät zu bestätigen',
      bind: 'ihn mit deinem Konto zu verknüpfen',
    },
    passwordSubject: 'Dein vorläufiges Tala-Passwort',
    password:
      'Hallo {username},\n\ndein vorläufiges Passwort lautet {password}\n\nBei der Anmeldung wirst du gebeten, ein neues Passwort zu wählen.',
  },
  RU: {
    codeSubject: 'Код подтверждения Tala',
    code: 'Tala: ваш код подтверждения, чтобы {purpose}: {code}. Он действует {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.',
    purposes: {
      register: 'завершить регистрацию',
      login: 'войти',
      forgot: 'сбросить пароль',
      verify: 'подтвердить новое устройство',
      bind: 'привязать его к аккаунту',
    },
    passwordSubject: 'Ваш временный пароль Tala',
    password:
      'Здравствуйте, {username}!\n\nВаш временный пароль: {password}\n\nПри входе вам будет предложено выбрать новый пароль.',
  },
  TR: {
    codeSubject: 'Tala doğrulama kodu',
    code: 'Tala: {purpose} için doğrulama kodunuz {code}. Kodun süresi {minutes} dakika içinde dolar.',
    purposes: {
      register: 'kaydınızı tamamlamak',
      login: 'giriş yapmak',
      forgot: 'şifrenizi sıfırlamak',
      verify: 'bu yeni cihazı onaylamak',
      bind: 'hesabınıza bağlamak',
    },
    passwordSubject: 'Geçici Tala şifreniz',
    password:
      'Merhaba {username},\n\ngeçici şifreniz: {password}\n\nGiriş yaptığınızda yeni bir şifre belirlemeniz istenecek.',
  },
  IT: {
    codeSubject: 'Codice di verifica Tala',
    code: 'Tala: il tuo codice di verifica per {purpose} è {code}. Scade tra {minutes} minuti.',
    purposes: {
      register: 'completare la registrazione',
      login: 'accedere',
      forgot: 'reimpostare la password',
      verify: 'confermare questo nuovo dispositivo',
      bind: 'collegarlo al tuo account',
    },
    passwordSubject: 'La tua password temporanea Tala',
    password:
      'Ciao {username},\n\nla tua password temporanea è {password}\n\nAl prossimo accesso ti verrà chiesto di sceglierne una nuova.',
  },
  AR: {
    codeSubject: 'رمز التحقق من Tala',
    code: 'Tala: رمز التحقق الخاص بك {purpose} هو {code}. تنتهي صلاحيته خلال {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
    purposes: {
      register: 'لإكمال التسجيل',
      login: 'لتسجيل الدخول',
      forgot: 'لإعادة تعيين كلمة المرور',
      verify: 'لتأكيد هذا الجهاز الجديد',
      bind: 'لربطه بحسابك',
    },
    passwordSubject: 'كلمة المرور المؤقتة لحسابك في Tala',
    password:
      'مرحباً {username}،\n\nكلمة المرور المؤقتة: {password}\n\nسيُطلب منك اختيار كلمة مرور جديدة عند تسجيل الدخول.',
  },
  FA: {
    codeSubject: 'کد تأیید Tala',
    code: 'Tala: کد تأیید شما {purpose} {code} است. این کد تا {minutes} دقیقه معتبر است.',
    purposes: {
      register: 'برای تکمیل ثبت‌نام',
      login: 'برای ورود',
      forgot: 'برای بازنشانی رمز عبور',
      verify: 'برای تأیید این دستگاه جدید',
      bind: 'برای اتصال آن به حساب شما',
    },
    passwordSubject: 'رمز عبور موقت Tala شما',
    password:
      'سلام {username}،\n\nرمز عبور موقت شما: {password}\n\nهنگام ورود از شما خواسته می‌شود رمز عبور جدیدی انتخاب کنید.',
  },
};

/** `{name, plural, one {…} other {…}}` with the language's CLDR category (`#` is the number), then `{name}`. */
const fill = (template: string, values: Record<string, string | number>, lang = 'en'): string =>
  template
    .replace(/\{(\w+), plural,((?:\s*[\w=]+\s*\{[^{}]*\})+)\s*\}/g, (whole: string, name: string, forms: string) => {
      const value = values[name];
      if (typeof value !== 'number') return whole;
      const byCategory = new Map<string, string>(
        [...forms.matchAll(/([\w=]+)\s*\{([^{}]*)\}/g)].map((m): [string, string] => [m[1] ?? '', m[2] ?? '']),
      );
      const form =
        byCategory.get(`=${value}`) ??
        byCategory.get(new Intl.PluralRules(lang).select(value)) ??
        byCategory.get('other') ??
        '';
      return form.replace(/#/g, String(value));
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The texts of a request's or member's language (the first known of `candidates`), English otherwise. */
function textsOf(candidates: readonly (string | null | undefined)[]): OutboxTexts & { lang: string } {
  for (const candidate of candidates) {
    const code = platformLanguageCode(candidate);
    if (code) return { ...TEXTS[code], lang: platformLanguage(code).htmlLang };
  }
  return { ...TEXTS.EN, lang: 'en' };
}

/** The subject and body of a verification code message. */
export function codeMessage(
  languages: readonly (string | null | undefined)[],
  code: string,
  purpose: CodePurpose,
  minutes: number,
): { subject: string; body: string } {
  const texts = textsOf(languages);
  return {
    subject: texts.codeSubject,
    body: fill(texts.code, { code, purpose: texts.purposes[purpose], minutes }, texts.lang),
  };
}

/** The subject and body of the temporary password e-mail. */
export function temporaryPasswordMessage(
  languages: readonly (string | null | undefined)[],
  username: string,
  password: string,
): { subject: string; body: string } {
  const texts = textsOf(languages);
  return { subject: texts.passwordSubject, body: fill(texts.password, { username, password }) };
}

/** For the test: every language's raw templates. */
export const OUTBOX_TEXTS: Readonly<Record<PlatformLanguageCode, OutboxTexts>> = TEXTS;
