/** The demo help centre in the European, Latin American and Middle Eastern languages of issue #27. */
import type { HelpTexts } from './help-translations.ts';

const PT_BR: HelpTexts = {
  deposits: 'Depósitos',
  depositHow: 'Como faço um depósito?',
  depositSteps: [
    'Entre na sua conta e abra <strong>Depositar</strong> no menu do membro.',
    'Escolha uma forma de pagamento e informe o valor.',
    'Siga a página de pagamento e guarde o número de referência.',
  ],
  depositTime: 'A maioria dos depósitos é creditada em até 5 minutos.',
  depositLimits: 'Limites e taxas de depósito',
  method: 'Forma',
  minimum: 'Mínimo',
  maximum: 'Máximo',
  fee: 'Taxa',
  ewallet: 'Carteira digital',
  bank: 'Transferência bancária',
  free: 'Grátis',
  depositMissing: 'Meu depósito não chegou',
  depositWait: 'Aguarde 15 minutos e depois fale com o atendimento informando:',
  depositBring: ['seu nome de usuário,', 'o valor e o horário,', 'uma captura de tela do comprovante de pagamento.'],
  withdrawals: 'Saques',
  withdrawHow: 'Como faço para sacar?',
  withdrawText:
    'Abra <strong>Sacar</strong>, escolha uma conta bancária ou carteira digital vinculada, informe o valor e sua senha de saque. O nome na conta deve ser igual ao nome real cadastrado.',
  withdrawRejected: 'Por que meu saque foi recusado?',
  rejectReasons: [
    'O requisito de rollover de um bônus ainda não foi cumprido.',
    'O nome da conta não corresponde ao seu nome real.',
    'O limite diário de saque do seu nível VIP foi atingido.',
  ],
  rejectWhere: 'O motivo aparece no histórico da conta.',
  payoutConfirm: 'Confirmar que você recebeu um pagamento',
  payoutText:
    'Depois de um pagamento, escolha <em>Recebido</em> ou <em>Não recebido</em>. Se você não responder, o pagamento é considerado recebido após o prazo de confirmação. Em <em>Não recebido</em>, envie o extrato bancário.',
  account: 'Conta',
  registering: 'Criar uma conta',
  registerText:
    'Cadastre-se com um nome de usuário ou com seu número de celular. O nome de usuário tem de 6 a 12 letras e números e começa com uma letra. Uma conta por pessoa.',
  forgot: 'Esqueci minha senha',
  forgotText:
    'Use <strong>Esqueci a senha</strong> no formulário de login. Você pode redefini-la por e-mail ou, se estiver ativado, por um código SMS enviado ao celular vinculado.',
  language: 'Mudar o idioma',
  languageText: 'Use o seletor de idioma no cabeçalho. Sua escolha fica salva neste dispositivo.',
  responsible: 'Jogo responsável',
  playing: 'Jogar com responsabilidade',
  playTips: [
    'Defina um orçamento antes de jogar e respeite-o.',
    'Nunca tente recuperar perdas.',
    'Faça pausas regulares.',
  ],
  adults: 'Jogos apenas para maiores de 18 anos.',
  exclusion: 'Autoexclusão e pausa',
  exclusionText:
    'Peça ao atendimento uma pausa (de 24 horas a 6 semanas) ou a autoexclusão (6 meses ou mais). Durante esse período você não pode entrar nem depositar.',
};

const ES: HelpTexts = {
  deposits: 'Depósitos',
  depositHow: '¿Cómo hago un depósito?',
  depositSteps: [
    'Inicia sesión y abre <strong>Depositar</strong> en el menú de miembro.',
    'Elige un método de pago e ingresa el monto.',
    'Sigue la página de pago y guarda el número de referencia.',
  ],
  depositTime: 'La mayoría de los depósitos se acreditan en menos de 5 minutos.',
  depositLimits: 'Límites y comisiones de depósito',
  method: 'Método',
  minimum: 'Mínimo',
  maximum: 'Máximo',
  fee: 'Comisión',
  ewallet: 'Billetera electrónica',
  bank: 'Transferencia bancaria',
  free: 'Gratis',
  depositMissing: 'Mi depósito no ha llegado',
  depositWait: 'Espera 15 minutos y luego contacta con atención al cliente indicando:',
  depositBring: ['tu nombre de usuario,', 'el monto y la hora,', 'una captura del comprobante de pago.'],
  withdrawals: 'Retiros',
  withdrawHow: '¿Cómo hago un retiro?',
  withdrawText:
    'Abre <strong>Retirar</strong>, elige una cuenta bancaria o billetera electrónica vinculada e ingresa el monto y tu contraseña de pago. El nombre de la cuenta debe coincidir con tu nombre real registrado.',
  withdrawRejected: '¿Por qué se rechazó mi retiro?',
  rejectReasons: [
    'Aún no se cumple el requisito de rollover de un bono.',
    'El nombre de la cuenta no coincide con tu nombre real.',
    'Se alcanzó el límite diario de retiros de tu nivel VIP.',
  ],
  rejectWhere: 'El motivo aparece en el historial de la cuenta.',
  payoutConfirm: 'Confirmar que recibiste un pago',
  payoutText:
    'Tras un pago, elige <em>Recibido</em> o <em>No recibido</em>. Si no respondes, el pago se da por recibido al terminar el plazo de confirmación. Si eliges <em>No recibido</em>, sube tu extracto bancario.',
  account: 'Cuenta',
  registering: 'Registrar una cuenta',
  registerText:
    'Regístrate con un nombre de usuario o con tu número de celular. Los nombres de usuario tienen de 6 a 12 letras y números y empiezan por una letra. Una cuenta por persona.',
  forgot: 'Olvidé mi contraseña',
  forgotText:
    'Usa <strong>¿Olvidaste tu contraseña?</strong> en el formulario de inicio de sesión. Puedes restablecerla por correo electrónico o, si está activado, con un código SMS enviado a tu móvil vinculado.',
  language: 'Cambiar el idioma',
  languageText: 'Usa el selector de idioma de la cabecera. Tu elección se recuerda en este dispositivo.',
  responsible: 'Juego responsable',
  playing: 'Jugar con responsabilidad',
  playTips: [
    'Fija un presupuesto antes de jugar y respétalo.',
    'Nunca intentes recuperar lo perdido.',
    'Haz pausas con regularidad.',
  ],
  adults: 'El juego es solo para mayores de 18 años.',
  exclusion: 'Autoexclusión y periodo de pausa',
  exclusionText:
    'Pide a atención al cliente un periodo de pausa (de 24 horas a 6 semanas) o la autoexclusión (6 meses o más). Durante ese tiempo no podrás iniciar sesión ni depositar.',
};

const FR: HelpTexts = {
  deposits: 'Dépôts',
  depositHow: 'Comment effectuer un dépôt ?',
  depositSteps: [
    'Connectez-vous et ouvrez <strong>Déposer</strong> dans le menu membre.',
    'Choisissez un moyen de paiement et saisissez le montant.',
    'Suivez la page de paiement et conservez le numéro de référence.',
  ],
  depositTime: 'La plupart des dépôts sont crédités en moins de 5 minutes.',
  depositLimits: 'Plafonds et frais de dépôt',
  method: 'Moyen',
  minimum: 'Minimum',
  maximum: 'Maximum',
  fee: 'Frais',
  ewallet: 'Portefeuille électronique',
  bank: 'Virement bancaire',
  free: 'Gratuit',
  depositMissing: 'Mon dépôt n’est pas arrivé',
  depositWait: 'Patientez 15 minutes, puis contactez le service client avec :',
  depositBring: [
    'votre nom d’utilisateur,',
    'le montant et l’heure,',
    'une capture d’écran du justificatif de paiement.',
  ],
  withdrawals: 'Retraits',
  withdrawHow: 'Comment effectuer un retrait ?',
  withdrawText:
    'Ouvrez <strong>Retirer</strong>, choisissez un compte bancaire ou un portefeuille électronique associé, saisissez le montant et votre mot de passe de paiement. Le nom du compte doit correspondre au vrai nom enregistré.',
  withdrawRejected: 'Pourquoi mon retrait a-t-il été refusé ?',
  rejectReasons: [
    'La condition de volume de mises d’un bonus n’est pas encore remplie.',
    'Le nom du compte ne correspond pas à votre vrai nom.',
    'Le plafond de retrait quotidien de votre niveau VIP est atteint.',
  ],
  rejectWhere: 'Le motif est indiqué dans l’historique du compte.',
  payoutConfirm: 'Confirmer la réception d’un paiement',
  payoutText:
    'Après un paiement, choisissez <em>Reçu</em> ou <em>Non reçu</em>. Sans réponse de votre part, le paiement est considéré comme reçu à la fin du délai de confirmation. Pour <em>Non reçu</em>, téléversez votre relevé bancaire.',
  account: 'Compte',
  registering: 'Créer un compte',
  registerText:
    'Inscrivez-vous avec un nom d’utilisateur ou votre numéro de mobile. Le nom d’utilisateur compte de 6 à 12 lettres et chiffres et commence par une lettre. Un compte par personne.',
  forgot: 'J’ai oublié mon mot de passe',
  forgotText:
    'Utilisez <strong>Mot de passe oublié</strong> dans le formulaire de connexion. Vous pouvez le réinitialiser par e-mail ou, si l’option est activée, par un code SMS envoyé au mobile associé.',
  language: 'Changer de langue',
  languageText: 'Utilisez le sélecteur de langue dans l’en-tête. Votre choix est mémorisé sur cet appareil.',
  responsible: 'Jeu responsable',
  playing: 'Jouer de façon responsable',
  playTips: [
    'Fixez-vous un budget avant de jouer et respectez-le.',
    'Ne cherchez jamais à vous refaire.',
    'Faites des pauses régulières.',
  ],
  adults: 'Le jeu est réservé aux adultes de 18 ans et plus.',
  exclusion: 'Auto-exclusion et pause',
  exclusionText:
    'Demandez au service client une pause (de 24 heures à 6 semaines) ou une auto-exclusion (6 mois ou plus). Pendant cette période, vous ne pouvez ni vous connecter ni déposer.',
};

const DE: HelpTexts = {
  deposits: 'Einzahlungen',
  depositHow: 'Wie zahle ich ein?',
  depositSteps: [
    'Melde dich an und öffne <strong>Einzahlen</strong> im Mitgliedermenü.',
    'Wähle eine Zahlungsart und gib den Betrag ein.',
    'Folge der Zahlungsseite und bewahre die Referenznummer auf.',
  ],
  depositTime: 'Die meisten Einzahlungen werden innerhalb von 5 Minuten gutgeschrieben.',
  depositLimits: 'Einzahlungslimits und Gebühren',
  method: 'Zahlungsart',
  minimum: 'Minimum',
  maximum: 'Maximum',
  fee: 'Gebühr',
  ewallet: 'E-Wallet',
  bank: 'Banküberweisung',
  free: 'Kostenlos',
  depositMissing: 'Meine Einzahlung ist nicht angekommen',
  depositWait: 'Warte 15 Minuten und wende dich dann mit folgenden Angaben an den Kundenservice:',
  depositBring: ['deinem Benutzernamen,', 'Betrag und Uhrzeit,', 'einem Screenshot des Zahlungsbelegs.'],
  withdrawals: 'Auszahlungen',
  withdrawHow: 'Wie zahle ich aus?',
  withdrawText:
    'Öffne <strong>Auszahlen</strong>, wähle ein verknüpftes Bankkonto oder E-Wallet und gib den Betrag und dein Zahlungspasswort ein. Der Name auf dem Konto muss mit deinem registrierten echten Namen übereinstimmen.',
  withdrawRejected: 'Warum wurde meine Auszahlung abgelehnt?',
  rejectReasons: [
    'Die Umsatzbedingung eines Bonus ist noch nicht erfüllt.',
    'Der Kontoname stimmt nicht mit deinem echten Namen überein.',
    'Das tägliche Auszahlungslimit deiner VIP-Stufe ist erreicht.',
  ],
  rejectWhere: 'Der Grund steht im Kontoverlauf.',
  payoutConfirm: 'Bestätigen, dass eine Auszahlung angekommen ist',
  payoutText:
    'Wähle nach einer Auszahlung <em>Erhalten</em> oder <em>Nicht erhalten</em>. Antwortest du nicht, gilt die Auszahlung nach Ablauf der Bestätigungsfrist als erhalten. Lade bei <em>Nicht erhalten</em> deinen Kontoauszug hoch.',
  account: 'Konto',
  registering: 'Ein Konto registrieren',
  registerText:
    'Registriere dich mit einem Benutzernamen oder deiner Handynummer. Benutzernamen bestehen aus 6–12 Buchstaben und Ziffern und beginnen mit einem Buchstaben. Ein Konto pro Person.',
  forgot: 'Ich habe mein Passwort vergessen',
  forgotText:
    'Nutze <strong>Passwort vergessen</strong> im Anmeldeformular. Du kannst es per E-Mail zurücksetzen oder, falls aktiviert, mit einem SMS-Code an deine verknüpfte Handynummer.',
  language: 'Sprache ändern',
  languageText: 'Nutze die Sprachauswahl in der Kopfzeile. Deine Wahl wird auf diesem Gerät gespeichert.',
  responsible: 'Verantwortungsvolles Spielen',
  playing: 'Verantwortungsvoll spielen',
  playTips: [
    'Lege vor dem Spielen ein Budget fest und halte dich daran.',
    'Jage Verlusten nie hinterher.',
    'Mach regelmäßig Pausen.',
  ],
  adults: 'Glücksspiel ist nur für Erwachsene ab 18 Jahren.',
  exclusion: 'Selbstsperre und Spielpause',
  exclusionText:
    'Bitte den Kundenservice um eine Spielpause (24 Stunden bis 6 Wochen) oder eine Selbstsperre (6 Monate oder länger). In dieser Zeit kannst du dich nicht anmelden und nicht einzahlen.',
};

const RU: HelpTexts = {
  deposits: 'Пополнение',
  depositHow: 'Как пополнить счёт?',
  depositSteps: [
    'Войдите и откройте <strong>Пополнить</strong> в меню участника.',
    'Выберите способ оплаты и введите сумму.',
    'Следуйте указаниям на странице оплаты и сохраните номер платежа.',
  ],
  depositTime: 'Большинство пополнений зачисляется в течение 5 минут.',
  depositLimits: 'Лимиты и комиссии пополнения',
  method: 'Способ',
  minimum: 'Минимум',
  maximum: 'Максимум',
  fee: 'Комиссия',
  ewallet: 'Электронный кошелёк',
  bank: 'Банковский перевод',
  free: 'Бесплатно',
  depositMissing: 'Пополнение не поступило',
  depositWait: 'Подождите 15 минут, затем обратитесь в службу поддержки и укажите:',
  depositBring: ['ваше имя пользователя,', 'сумму и время,', 'снимок экрана с квитанцией об оплате.'],
  withdrawals: 'Вывод средств',
  withdrawHow: 'Как вывести средства?',
  withdrawText:
    'Откройте <strong>Вывести</strong>, выберите привязанный банковский счёт или электронный кошелёк, введите сумму и платёжный пароль. Имя владельца счёта должно совпадать с вашим настоящим именем, указанным при регистрации.',
  withdrawRejected: 'Почему мне отказали в выводе?',
  rejectReasons: [
    'Ещё не выполнено условие по обороту ставок для бонуса.',
    'Имя владельца счёта не совпадает с вашим настоящим именем.',
    'Достигнут дневной лимит вывода для вашего VIP-уровня.',
  ],
  rejectWhere: 'Причина указана в истории операций.',
  payoutConfirm: 'Подтверждение получения выплаты',
  payoutText:
    'После выплаты выберите <em>Получено</em> или <em>Не получено</em>. Если вы не ответите, по истечении срока подтверждения выплата считается полученной. Для варианта <em>Не получено</em> загрузите банковскую выписку.',
  account: 'Аккаунт',
  registering: 'Регистрация аккаунта',
  registerText:
    'Зарегистрируйтесь по имени пользователя или номеру мобильного телефона. Имя пользователя — от 6 до 12 латинских букв и цифр, начинается с буквы. Один аккаунт на человека.',
  forgot: 'Я забыл пароль',
  forgotText:
    'Нажмите <strong>Забыли пароль?</strong> в форме входа. Пароль можно сбросить по электронной почте или, если это включено, с помощью SMS-кода на привязанный номер.',
  language: 'Смена языка',
  languageText: 'Используйте переключатель языка в шапке сайта. Ваш выбор запоминается на этом устройстве.',
  responsible: 'Ответственная игра',
  playing: 'Играйте ответственно',
  playTips: [
    'Установите бюджет до начала игры и придерживайтесь его.',
    'Никогда не пытайтесь отыграться.',
    'Регулярно делайте перерывы.',
  ],
  adults: 'Азартные игры — только для лиц старше 18 лет.',
  exclusion: 'Самоисключение и перерыв',
  exclusionText:
    'Попросите службу поддержки о перерыве (от 24 часов до 6 недель) или о самоисключении (от 6 месяцев). В это время вы не сможете входить в аккаунт и пополнять счёт.',
};

const TR: HelpTexts = {
  deposits: 'Para yatırma',
  depositHow: 'Nasıl para yatırırım?',
  depositSteps: [
    'Giriş yapın ve üye menüsünden <strong>Para yatır</strong> bölümünü açın.',
    'Bir ödeme yöntemi seçin ve tutarı girin.',
    'Ödeme sayfasındaki adımları izleyin ve referans numarasını saklayın.',
  ],
  depositTime: 'Yatırımların çoğu 5 dakika içinde hesaba geçer.',
  depositLimits: 'Para yatırma limitleri ve ücretleri',
  method: 'Yöntem',
  minimum: 'En az',
  maximum: 'En çok',
  fee: 'Ücret',
  ewallet: 'E-cüzdan',
  bank: 'Banka havalesi',
  free: 'Ücretsiz',
  depositMissing: 'Yatırdığım para hesabıma geçmedi',
  depositWait: '15 dakika bekleyin, ardından şu bilgilerle müşteri hizmetlerine başvurun:',
  depositBring: ['kullanıcı adınız,', 'tutar ve saat,', 'ödeme makbuzunun ekran görüntüsü.'],
  withdrawals: 'Para çekme',
  withdrawHow: 'Nasıl para çekerim?',
  withdrawText:
    '<strong>Para çek</strong> bölümünü açın, bağlı bir banka hesabı veya e-cüzdan seçin, tutarı ve ödeme şifrenizi girin. Hesaptaki ad, kayıtlı gerçek adınızla aynı olmalıdır.',
  withdrawRejected: 'Para çekme talebim neden reddedildi?',
  rejectReasons: [
    'Bir bonusun çevrim şartı henüz karşılanmadı.',
    'Hesap adı gerçek adınızla eşleşmiyor.',
    'VIP seviyenizin günlük para çekme limitine ulaşıldı.',
  ],
  rejectWhere: 'Neden, hesap kayıtlarında gösterilir.',
  payoutConfirm: 'Ödemeyi aldığınızı onaylama',
  payoutText:
    'Bir ödemeden sonra <em>Alındı</em> veya <em>Alınmadı</em> seçeneğini seçin. Yanıt vermezseniz onay süresi dolduğunda ödeme alınmış sayılır. <em>Alınmadı</em> için banka hesap dökümünüzü yükleyin.',
  account: 'Hesap',
  registering: 'Hesap oluşturma',
  registerText:
    'Bir kullanıcı adı veya cep telefonu numaranızla kaydolun. Kullanıcı adları 6–12 harf ve rakamdan oluşur ve harfle başlar. Kişi başına bir hesap.',
  forgot: 'Şifremi unuttum',
  forgotText:
    'Giriş formundaki <strong>Şifremi unuttum</strong> seçeneğini kullanın. Şifrenizi e-postayla veya etkinse bağlı cep telefonunuza gönderilen SMS koduyla sıfırlayabilirsiniz.',
  language: 'Dili değiştirme',
  languageText: 'Üst bilgideki dil seçiciyi kullanın. Seçiminiz bu cihazda hatırlanır.',
  responsible: 'Sorumlu oyun',
  playing: 'Sorumlu oynayın',
  playTips: [
    'Oynamadan önce bir bütçe belirleyin ve ona uyun.',
    'Kayıplarınızı asla geri kazanmaya çalışmayın.',
    'Düzenli olarak mola verin.',
  ],
  adults: 'Oyunlar yalnızca 18 yaş ve üzeri yetişkinler içindir.',
  exclusion: 'Kendini dışlama ve mola süresi',
  exclusionText:
    'Müşteri hizmetlerinden bir mola süresi (24 saatten 6 haftaya kadar) veya kendini dışlama (6 ay ya da daha uzun) isteyin. Bu süre boyunca giriş yapamaz ve para yatıramazsınız.',
};

const IT: HelpTexts = {
  deposits: 'Depositi',
  depositHow: 'Come faccio un deposito?',
  depositSteps: [
    'Accedi e apri <strong>Deposita</strong> dal menu membro.',
    'Scegli un metodo di pagamento e inserisci l’importo.',
    'Segui la pagina di pagamento e conserva il numero di riferimento.',
  ],
  depositTime: 'La maggior parte dei depositi viene accreditata entro 5 minuti.',
  depositLimits: 'Limiti e commissioni di deposito',
  method: 'Metodo',
  minimum: 'Minimo',
  maximum: 'Massimo',
  fee: 'Commissione',
  ewallet: 'Portafoglio elettronico',
  bank: 'Bonifico bancario',
  free: 'Gratuito',
  depositMissing: 'Il mio deposito non è arrivato',
  depositWait: 'Attendi 15 minuti, poi contatta l’assistenza clienti indicando:',
  depositBring: ['il tuo nome utente,', 'l’importo e l’ora,', 'uno screenshot della ricevuta di pagamento.'],
  withdrawals: 'Prelievi',
  withdrawHow: 'Come faccio un prelievo?',
  withdrawText:
    'Apri <strong>Preleva</strong>, scegli un conto bancario o un portafoglio elettronico collegato e inserisci l’importo e la tua password di pagamento. Il nome sul conto deve corrispondere al nome reale registrato.',
  withdrawRejected: 'Perché il mio prelievo è stato rifiutato?',
  rejectReasons: [
    'Il requisito di volume di gioco di un bonus non è ancora soddisfatto.',
    'Il nome del conto non corrisponde al tuo nome reale.',
    'Hai raggiunto il limite di prelievo giornaliero del tuo livello VIP.',
  ],
  rejectWhere: 'Il motivo è indicato nello storico del conto.',
  payoutConfirm: 'Confermare di aver ricevuto un pagamento',
  payoutText:
    'Dopo un pagamento, scegli <em>Ricevuto</em> o <em>Non ricevuto</em>. Se non rispondi, il pagamento si considera ricevuto alla scadenza del tempo di conferma. Per <em>Non ricevuto</em>, carica il tuo estratto conto.',
  account: 'Account',
  registering: 'Registrare un account',
  registerText:
    'Registrati con un nome utente o con il tuo numero di cellulare. I nomi utente hanno da 6 a 12 lettere e cifre e iniziano con una lettera. Un account per persona.',
  forgot: 'Ho dimenticato la password',
  forgotText:
    'Usa <strong>Password dimenticata</strong> nel modulo di accesso. Puoi reimpostarla via e-mail o, se attivo, con un codice SMS inviato al cellulare collegato.',
  language: 'Cambiare lingua',
  languageText: 'Usa il selettore della lingua nell’intestazione. La tua scelta viene ricordata su questo dispositivo.',
  responsible: 'Gioco responsabile',
  playing: 'Giocare in modo responsabile',
  playTips: [
    'Stabilisci un budget prima di giocare e rispettalo.',
    'Non cercare mai di recuperare le perdite.',
    'Fai pause regolari.',
  ],
  adults: 'Il gioco è riservato ai maggiori di 18 anni.',
  exclusion: 'Autoesclusione e pausa di riflessione',
  exclusionText:
    'Chiedi all’assistenza clienti una pausa di riflessione (da 24 ore a 6 settimane) o l’autoesclusione (6 mesi o più). In questo periodo non puoi accedere né depositare.',
};

const AR: HelpTexts = {
  deposits: 'الإيداع',
  depositHow: 'كيف أقوم بالإيداع؟',
  depositSteps: [
    'سجّل الدخول وافتح <strong>إيداع</strong> من قائمة العضو.',
    'اختر طريقة الدفع وأدخل المبلغ.',
    'اتبع صفحة الدفع واحتفظ بالرقم المرجعي.',
  ],
  depositTime: 'تُضاف معظم الإيداعات إلى رصيدك خلال 5 دقائق.',
  depositLimits: 'حدود الإيداع ورسومه',
  method: 'الطريقة',
  minimum: 'الحد الأدنى',
  maximum: 'الحد الأقصى',
  fee: 'الرسوم',
  ewallet: 'محفظة إلكترونية',
  bank: 'تحويل بنكي',
  free: 'مجاناً',
  depositMissing: 'لم يصل إيداعي',
  depositWait: 'انتظر 15 دقيقة، ثم تواصل مع خدمة العملاء مع تقديم:',
  depositBring: ['اسم المستخدم الخاص بك،', 'المبلغ والوقت،', 'لقطة شاشة لإيصال الدفع.'],
  withdrawals: 'السحب',
  withdrawHow: 'كيف أقوم بالسحب؟',
  withdrawText:
    'افتح <strong>سحب</strong>، واختر حساباً بنكياً أو محفظة إلكترونية مرتبطة، وأدخل المبلغ وكلمة مرور الدفع. يجب أن يطابق الاسم على الحساب اسمك الحقيقي المسجّل.',
  withdrawRejected: 'لماذا رُفض طلب السحب الخاص بي؟',
  rejectReasons: [
    'لم يُستوفَ بعد شرط حجم الرهانات لمكافأة ما.',
    'اسم الحساب لا يطابق اسمك الحقيقي.',
    'بلغت الحد اليومي للسحب في مستوى VIP الخاص بك.',
  ],
  rejectWhere: 'يظهر السبب في سجل الحساب.',
  payoutConfirm: 'تأكيد استلامك للدفعة',
  payoutText:
    'بعد الدفع، اختر <em>تم الاستلام</em> أو <em>لم يتم الاستلام</em>. إذا لم تُجب، تُعدّ الدفعة مستلمة بعد انقضاء مدة التأكيد. في حالة <em>لم يتم الاستلام</em>، ارفع كشف حسابك البنكي.',
  account: 'الحساب',
  registering: 'تسجيل حساب',
  registerText:
    'سجّل باسم مستخدم أو برقم هاتفك المحمول. يتكوّن اسم المستخدم من 6 إلى 12 حرفاً ورقماً ويبدأ بحرف. حساب واحد لكل شخص.',
  forgot: 'نسيت كلمة المرور',
  forgotText:
    'استخدم <strong>نسيت كلمة المرور</strong> في نموذج تسجيل الدخول. يمكنك إعادة تعيينها عبر البريد الإلكتروني أو، إن كانت الخدمة مفعّلة، عبر رمز SMS يُرسل إلى رقم هاتفك المرتبط.',
  language: 'تغيير اللغة',
  languageText: 'استخدم مُبدّل اللغة في أعلى الصفحة. يُحفظ اختيارك على هذا الجهاز.',
  responsible: 'اللعب المسؤول',
  playing: 'العب بمسؤولية',
  playTips: ['حدّد ميزانية قبل اللعب والتزم بها.', 'لا تحاول أبداً تعويض خسائرك.', 'خذ فترات راحة منتظمة.'],
  adults: 'الألعاب مخصّصة للبالغين من عمر 18 عاماً فما فوق.',
  exclusion: 'الاستبعاد الذاتي وفترة التهدئة',
  exclusionText:
    'اطلب من خدمة العملاء فترة تهدئة (من 24 ساعة إلى 6 أسابيع) أو استبعاداً ذاتياً (6 أشهر أو أكثر). لا يمكنك خلال هذه المدة تسجيل الدخول أو الإيداع.',
};

const FA: HelpTexts = {
  deposits: 'واریز',
  depositHow: 'چگونه واریز کنم؟',
  depositSteps: [
    'وارد حساب شوید و از منوی عضو، <strong>واریز</strong> را باز کنید.',
    'یک روش پرداخت انتخاب کنید و مبلغ را وارد کنید.',
    'مراحل صفحهٔ پرداخت را دنبال کنید و شمارهٔ پیگیری را نگه دارید.',
  ],
  depositTime: 'بیشتر واریزها ظرف 5 دقیقه به حساب می‌نشینند.',
  depositLimits: 'سقف و کارمزد واریز',
  method: 'روش',
  minimum: 'حداقل',
  maximum: 'حداکثر',
  fee: 'کارمزد',
  ewallet: 'کیف پول الکترونیکی',
  bank: 'انتقال بانکی',
  free: 'رایگان',
  depositMissing: 'واریزی من نرسیده است',
  depositWait: '15 دقیقه صبر کنید، سپس با این اطلاعات با پشتیبانی تماس بگیرید:',
  depositBring: ['نام کاربری شما،', 'مبلغ و زمان،', 'تصویر صفحهٔ رسید پرداخت.'],
  withdrawals: 'برداشت',
  withdrawHow: 'چگونه برداشت کنم؟',
  withdrawText:
    '<strong>برداشت</strong> را باز کنید، یک حساب بانکی یا کیف پول الکترونیکی متصل را انتخاب کنید و مبلغ و رمز پرداخت خود را وارد کنید. نام روی حساب باید با نام واقعی ثبت‌شدهٔ شما یکی باشد.',
  withdrawRejected: 'چرا برداشت من رد شد؟',
  rejectReasons: [
    'شرط گردش شرط‌بندی یک بونوس هنوز برآورده نشده است.',
    'نام حساب با نام واقعی شما مطابقت ندارد.',
    'به سقف برداشت روزانهٔ سطح VIP خود رسیده‌اید.',
  ],
  rejectWhere: 'دلیل در سوابق حساب نمایش داده می‌شود.',
  payoutConfirm: 'تأیید دریافت پرداخت',
  payoutText:
    'پس از پرداخت، <em>دریافت شد</em> یا <em>دریافت نشد</em> را انتخاب کنید. اگر پاسخ ندهید، پس از پایان مهلت تأیید، پرداخت دریافت‌شده تلقی می‌شود. برای <em>دریافت نشد</em>، صورت‌حساب بانکی خود را بارگذاری کنید.',
  account: 'حساب کاربری',
  registering: 'ثبت‌نام حساب',
  registerText:
    'با نام کاربری یا شمارهٔ تلفن همراه خود ثبت‌نام کنید. نام کاربری از 6 تا 12 حرف و رقم تشکیل می‌شود و با یک حرف شروع می‌شود. برای هر نفر یک حساب.',
  forgot: 'رمز عبورم را فراموش کرده‌ام',
  forgotText:
    'در فرم ورود از <strong>فراموشی رمز عبور</strong> استفاده کنید. می‌توانید آن را از طریق ایمیل یا، در صورت فعال بودن، با کد پیامکی ارسال‌شده به شمارهٔ تلفن متصل بازنشانی کنید.',
  language: 'تغییر زبان',
  languageText: 'از انتخابگر زبان در سرصفحه استفاده کنید. انتخاب شما روی این دستگاه به خاطر سپرده می‌شود.',
  responsible: 'بازی مسئولانه',
  playing: 'مسئولانه بازی کنید',
  playTips: [
    'پیش از بازی بودجه‌ای تعیین کنید و به آن پایبند بمانید.',
    'هرگز برای جبران باخت‌ها بازی را ادامه ندهید.',
    'به‌طور منظم استراحت کنید.',
  ],
  adults: 'بازی فقط برای بزرگسالان 18 سال به بالا است.',
  exclusion: 'خودمحرومی و دورهٔ استراحت',
  exclusionText:
    'از پشتیبانی یک دورهٔ استراحت (24 ساعت تا 6 هفته) یا خودمحرومی (6 ماه یا بیشتر) درخواست کنید. در این مدت نمی‌توانید وارد حساب شوید یا واریز کنید.',
};

export const HELP_TEXTS_WEST: Record<string, HelpTexts> = {
  'PT-BR': PT_BR,
  ES,
  FR,
  DE,
  RU,
  TR,
  IT,
  AR,
  FA,
};
