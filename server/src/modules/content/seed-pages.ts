import type { LanguageCode } from '@bet/shared';

/** Ids of the spec's pages. */
export const PAGE_IDS = { help: 6, terms: 9, responsibleGaming: 10 } as const;

interface PageTexts {
  terms: [title: string, p1: string, p2: string];
  rg: [title: string, p1: string, p2: string];
  help: [title: string, q1: string, a1: string, q2: string, a2: string];
}

/** Short demo texts of the three pages in every language; the back office replaces them. */
const TEXTS: Record<LanguageCode, PageTexts> = {
  tr: {
    terms: [
      'Kullanım koşulları',
      'Bu siteyi yalnızca 18 yaşını doldurmuş kişiler kullanabilir. Her oyuncu tek bir hesap açabilir.',
      'Bahisler kuponda onaylanan oranlarla kabul edilir. Hatalı oranla veya karşılaşma başladıktan sonra alınan bahisler iptal edilebilir.',
    ],
    rg: [
      'Sorumlu oyun',
      'Bahis bir eğlencedir, para kazanma yolu değildir. Kendinize bir bütçe ve süre sınırı koyun.',
      'Oyun eğlenceli olmaktan çıktığında ara verin ve destek ekibimize yazın; hesabınızı seçtiğiniz bir süre için kapatabiliriz.',
    ],
    help: [
      'Yardım',
      'Nasıl bahis yaparım?',
      'Bir orana dokunarak kupona ekleyin, tutarı girin ve Kupon oluştur düğmesine basın.',
      'Nasıl para yatırırım?',
      'Menüden Para Yatır sayfasını açın ve bir ödeme yöntemi seçin.',
    ],
  },
  en: {
    terms: [
      'Terms and conditions',
      'Only people aged 18 or over may use this site. Each player may hold one account.',
      'Bets are accepted at the odds confirmed on the coupon. Bets taken at a wrong price or after the event started may be voided.',
    ],
    rg: [
      'Responsible gaming',
      'Betting is entertainment, not a way to earn money. Set yourself a budget and a time limit.',
      'When playing stops being fun, take a break and write to our support team; we can close your account for a period you choose.',
    ],
    help: [
      'Help',
      'How do I place a bet?',
      'Tap an odd to add it to the slip, enter the stake and press Create coupon.',
      'How do I deposit?',
      'Open Deposit from the menu and choose a payment method.',
    ],
  },
  aa: {
    terms: [
      'الشروط والأحكام',
      'لا يجوز استخدام هذا الموقع إلا لمن بلغ 18 عامًا أو أكثر. يحق لكل لاعب فتح حساب واحد فقط.',
      'تُقبل الرهانات بالاحتمالات المؤكدة في القسيمة. يجوز إلغاء الرهانات المقبولة بسعر خاطئ أو بعد بدء الحدث.',
    ],
    rg: [
      'اللعب المسؤول',
      'المراهنة وسيلة للترفيه وليست وسيلة لكسب المال. ضع لنفسك ميزانية وحدًا زمنيًا.',
      'عندما يتوقف اللعب عن كونه ممتعًا، خذ استراحة واكتب إلى فريق الدعم؛ يمكننا إغلاق حسابك للمدة التي تختارها.',
    ],
    help: [
      'المساعدة',
      'كيف أضع رهانًا؟',
      'انقر على احتمال لإضافته إلى القسيمة، وأدخل المبلغ ثم اضغط إنشاء القسيمة.',
      'كيف أودع المال؟',
      'افتح صفحة الإيداع من القائمة واختر طريقة دفع.',
    ],
  },
  az: {
    terms: [
      'İstifadə şərtləri',
      'Bu saytdan yalnız 18 yaşına çatmış şəxslər istifadə edə bilər. Hər oyunçu yalnız bir hesab aça bilər.',
      'Mərclər kuponda təsdiqlənən əmsallarla qəbul edilir. Səhv əmsalla və ya oyun başladıqdan sonra qəbul edilən mərclər ləğv edilə bilər.',
    ],
    rg: [
      'Məsuliyyətli oyun',
      'Mərc əyləncədir, pul qazanmaq yolu deyil. Özünüzə büdcə və vaxt həddi qoyun.',
      'Oyun əyləncəli olmaqdan çıxanda fasilə verin və dəstək komandamıza yazın; hesabınızı seçdiyiniz müddətə bağlaya bilərik.',
    ],
    help: [
      'Kömək',
      'Necə mərc edim?',
      'Əmsala toxunaraq onu kupona əlavə edin, məbləği daxil edin və Kupon yarat düyməsini basın.',
      'Necə pul yatırım?',
      'Menyudan Pul yatır səhifəsini açın və ödəniş üsulunu seçin.',
    ],
  },
  cw: {
    terms: [
      'Términos i kondishonnan',
      'Solamente hende di 18 aña òf mas por usa e sitio aki. Kada hugadó por tin un kuenta so.',
      'Apuesta ta wòrdu aseptá na e odds konfirmá riba e kupon. Apuesta tumá na un preis robes òf despues ku e wega a kuminsá por wòrdu anulá.',
    ],
    rg: [
      'Hunga responsabel',
      'Apuesta ta un entretenimentu, no un manera pa gana plaka. Pone un presupuesto i un límite di tempu pa bo mes.',
      'Ora hunga no ta dibertí mas, tuma un pousa i skirbi nos tim di sosten; nos por sera bo kuenta pa un periodo ku bo skohe.',
    ],
    help: [
      'Yudansa',
      'Kon mi ta hasi un apuesta?',
      'Primi riba un odd pa agreg’é na e kupon, yena e montante i primi Traha kupon.',
      'Kon mi ta deposita?',
      'Habri Deposito for di e menu i skohe un manera di pago.',
    ],
  },
  de: {
    terms: [
      'Allgemeine Geschäftsbedingungen',
      'Diese Website dürfen nur Personen ab 18 Jahren nutzen. Jeder Spieler darf ein Konto führen.',
      'Wetten werden zu den auf dem Wettschein bestätigten Quoten angenommen. Wetten zu einer falschen Quote oder nach Beginn des Ereignisses können storniert werden.',
    ],
    rg: [
      'Verantwortungsvolles Spielen',
      'Wetten ist Unterhaltung, kein Weg, Geld zu verdienen. Setzen Sie sich ein Budget und ein Zeitlimit.',
      'Wenn das Spielen keinen Spaß mehr macht, legen Sie eine Pause ein und schreiben Sie unserem Support; wir können Ihr Konto für einen Zeitraum Ihrer Wahl sperren.',
    ],
    help: [
      'Hilfe',
      'Wie platziere ich eine Wette?',
      'Tippen Sie auf eine Quote, um sie dem Wettschein hinzuzufügen, geben Sie den Einsatz ein und drücken Sie Wettschein erstellen.',
      'Wie zahle ich ein?',
      'Öffnen Sie Einzahlung im Menü und wählen Sie eine Zahlungsart.',
    ],
  },
  el: {
    terms: [
      'Όροι και προϋποθέσεις',
      'Τον ιστότοπο μπορούν να χρησιμοποιούν μόνο άτομα 18 ετών και άνω. Κάθε παίκτης μπορεί να έχει έναν λογαριασμό.',
      'Τα στοιχήματα γίνονται δεκτά με τις αποδόσεις που επιβεβαιώνονται στο κουπόνι. Στοιχήματα σε λάθος απόδοση ή μετά την έναρξη του γεγονότος μπορούν να ακυρωθούν.',
    ],
    rg: [
      'Υπεύθυνο παιχνίδι',
      'Το στοίχημα είναι ψυχαγωγία, όχι τρόπος να κερδίσετε χρήματα. Ορίστε έναν προϋπολογισμό και ένα χρονικό όριο.',
      'Όταν το παιχνίδι πάψει να είναι διασκεδαστικό, κάντε ένα διάλειμμα και γράψτε στην υποστήριξη· μπορούμε να κλείσουμε τον λογαριασμό σας για όσο διάστημα επιλέξετε.',
    ],
    help: [
      'Βοήθεια',
      'Πώς ποντάρω;',
      'Πατήστε μια απόδοση για να την προσθέσετε στο κουπόνι, γράψτε το ποσό και πατήστε Δημιουργία κουπονιού.',
      'Πώς κάνω κατάθεση;',
      'Ανοίξτε την Κατάθεση από το μενού και επιλέξτε τρόπο πληρωμής.',
    ],
  },
  es: {
    terms: [
      'Términos y condiciones',
      'Solo las personas mayores de 18 años pueden usar este sitio. Cada jugador puede tener una sola cuenta.',
      'Las apuestas se aceptan a las cuotas confirmadas en el cupón. Las apuestas tomadas a una cuota errónea o después del inicio del evento pueden anularse.',
    ],
    rg: [
      'Juego responsable',
      'Apostar es un entretenimiento, no una forma de ganar dinero. Fíjese un presupuesto y un límite de tiempo.',
      'Cuando jugar deje de ser divertido, tómese un descanso y escriba a nuestro equipo de soporte; podemos cerrar su cuenta durante el periodo que elija.',
    ],
    help: [
      'Ayuda',
      '¿Cómo hago una apuesta?',
      'Toque una cuota para añadirla al cupón, introduzca el importe y pulse Crear cupón.',
      '¿Cómo deposito?',
      'Abra Depósito en el menú y elija un método de pago.',
    ],
  },
  fa: {
    terms: [
      'شرایط و ضوابط',
      'تنها افراد ۱۸ سال به بالا می‌توانند از این سایت استفاده کنند. هر بازیکن فقط یک حساب می‌تواند داشته باشد.',
      'شرط‌ها با ضریب‌های تأییدشده در کوپن پذیرفته می‌شوند. شرط‌هایی که با ضریب اشتباه یا پس از شروع رویداد ثبت شوند ممکن است باطل شوند.',
    ],
    rg: [
      'بازی مسئولانه',
      'شرط‌بندی سرگرمی است، نه راهی برای کسب درآمد. برای خود بودجه و محدودیت زمانی تعیین کنید.',
      'هرگاه بازی دیگر لذت‌بخش نبود، استراحت کنید و به تیم پشتیبانی بنویسید؛ می‌توانیم حساب شما را برای مدتی که انتخاب می‌کنید ببندیم.',
    ],
    help: [
      'راهنما',
      'چگونه شرط ببندم؟',
      'روی یک ضریب بزنید تا به کوپن اضافه شود، مبلغ را وارد کنید و دکمه ساخت کوپن را بزنید.',
      'چگونه واریز کنم؟',
      'صفحه واریز را از منو باز کنید و یک روش پرداخت انتخاب کنید.',
    ],
  },
  fr: {
    terms: [
      'Conditions générales',
      'Seules les personnes âgées de 18 ans ou plus peuvent utiliser ce site. Chaque joueur ne peut détenir qu’un compte.',
      'Les paris sont acceptés aux cotes confirmées sur le coupon. Les paris pris à une cote erronée ou après le début de l’événement peuvent être annulés.',
    ],
    rg: [
      'Jeu responsable',
      'Parier est un divertissement, pas un moyen de gagner de l’argent. Fixez-vous un budget et une limite de temps.',
      'Quand le jeu n’est plus un plaisir, faites une pause et écrivez à notre support ; nous pouvons fermer votre compte pour la durée de votre choix.',
    ],
    help: [
      'Aide',
      'Comment placer un pari ?',
      'Touchez une cote pour l’ajouter au coupon, saisissez la mise et appuyez sur Créer le coupon.',
      'Comment déposer ?',
      'Ouvrez Dépôt dans le menu et choisissez un moyen de paiement.',
    ],
  },
  iq: {
    terms: [
      'Merc û şert',
      'Tenê kesên 18 salî an mezintir dikarin vê malperê bi kar bînin. Her lîstikvan tenê dikare hesabekî hebe.',
      'Behîs bi rêjeyên ku li ser kuponê hatine pejirandin têne qebûlkirin. Behîsên bi rêjeya şaş an piştî destpêka lîstikê dikarin werin betalkirin.',
    ],
    rg: [
      'Lîstika berpirsiyar',
      'Behîs kêfxweşî ye, ne rêyeke qezenckirina pereyan e. Ji xwe re budçe û sînorê demê deyne.',
      'Dema lîstik êdî ne kêfxweş be, bêhnekê bide û ji tîma piştgiriyê re binivîse; em dikarin hesabê te ji bo demeke ku tu hilbijêrî bigirin.',
    ],
    help: [
      'Alîkarî',
      'Ez çawa behîs dikim?',
      'Li ser rêjeyekê bitikîne da ku li kuponê zêde bibe, mîqdarê binivîse û Kupon çêke bitikîne.',
      'Ez çawa pere datînim?',
      'Ji menûyê rûpela Danîna pereyan veke û rêbazeke dayînê hilbijêre.',
    ],
  },
  it: {
    terms: [
      'Termini e condizioni',
      'Solo le persone con almeno 18 anni possono usare questo sito. Ogni giocatore può avere un solo conto.',
      'Le scommesse sono accettate alle quote confermate sulla schedina. Le scommesse prese a una quota errata o dopo l’inizio dell’evento possono essere annullate.',
    ],
    rg: [
      'Gioco responsabile',
      'Scommettere è un divertimento, non un modo per guadagnare. Fissati un budget e un limite di tempo.',
      'Quando il gioco smette di divertirti, fai una pausa e scrivi al nostro supporto; possiamo chiudere il tuo conto per il periodo che scegli.',
    ],
    help: [
      'Aiuto',
      'Come piazzo una scommessa?',
      'Tocca una quota per aggiungerla alla schedina, inserisci l’importo e premi Crea schedina.',
      'Come faccio un deposito?',
      'Apri Deposito dal menu e scegli un metodo di pagamento.',
    ],
  },
  kr: {
    terms: [
      '이용 약관',
      '이 사이트는 만 18세 이상만 이용할 수 있습니다. 플레이어 한 명당 하나의 계정만 가질 수 있습니다.',
      '베팅은 쿠폰에서 확인된 배당률로 접수됩니다. 잘못된 배당률이나 경기 시작 후 접수된 베팅은 무효가 될 수 있습니다.',
    ],
    rg: [
      '책임감 있는 게임',
      '베팅은 오락이지 돈을 버는 방법이 아닙니다. 예산과 시간 제한을 정하세요.',
      '게임이 더 이상 즐겁지 않다면 잠시 쉬고 고객 지원팀에 문의하세요. 원하는 기간 동안 계정을 닫아 드릴 수 있습니다.',
    ],
    help: [
      '도움말',
      '베팅은 어떻게 하나요?',
      '배당률을 눌러 쿠폰에 추가하고 금액을 입력한 뒤 쿠폰 만들기를 누르세요.',
      '입금은 어떻게 하나요?',
      '메뉴에서 입금을 열고 결제 방법을 선택하세요.',
    ],
  },
  nl: {
    terms: [
      'Algemene voorwaarden',
      'Alleen personen van 18 jaar of ouder mogen deze site gebruiken. Elke speler mag één account hebben.',
      'Weddenschappen worden aanvaard tegen de quoteringen die op de kupon zijn bevestigd. Weddenschappen tegen een verkeerde quotering of na de start van het evenement kunnen worden geannuleerd.',
    ],
    rg: [
      'Verantwoord spelen',
      'Wedden is vermaak, geen manier om geld te verdienen. Stel uzelf een budget en een tijdslimiet.',
      'Als spelen niet meer leuk is, neem dan een pauze en schrijf naar onze support; we kunnen uw account sluiten voor een periode die u kiest.',
    ],
    help: [
      'Help',
      'Hoe plaats ik een weddenschap?',
      'Tik op een quotering om die aan de kupon toe te voegen, vul de inzet in en druk op Kupon maken.',
      'Hoe stort ik geld?',
      'Open Storten in het menu en kies een betaalmethode.',
    ],
  },
  pt: {
    terms: [
      'Termos e condições',
      'Apenas pessoas com 18 anos ou mais podem usar este site. Cada jogador pode ter uma única conta.',
      'As apostas são aceites às odds confirmadas no cupão. Apostas feitas a uma odd errada ou depois do início do evento podem ser anuladas.',
    ],
    rg: [
      'Jogo responsável',
      'Apostar é entretenimento, não uma forma de ganhar dinheiro. Defina um orçamento e um limite de tempo.',
      'Quando jogar deixar de ser divertido, faça uma pausa e escreva ao nosso apoio; podemos fechar a sua conta durante o período que escolher.',
    ],
    help: [
      'Ajuda',
      'Como faço uma aposta?',
      'Toque numa odd para a juntar ao cupão, escreva o valor e prima Criar cupão.',
      'Como faço um depósito?',
      'Abra Depósito no menu e escolha um método de pagamento.',
    ],
  },
  ru: {
    terms: [
      'Условия использования',
      'Пользоваться сайтом могут только лица старше 18 лет. У каждого игрока может быть только один аккаунт.',
      'Ставки принимаются по коэффициентам, подтверждённым в купоне. Ставки, принятые по ошибочному коэффициенту или после начала события, могут быть аннулированы.',
    ],
    rg: [
      'Ответственная игра',
      'Ставки — это развлечение, а не способ заработка. Установите себе бюджет и ограничение по времени.',
      'Если игра перестала приносить удовольствие, сделайте перерыв и напишите в поддержку; мы можем закрыть ваш аккаунт на выбранный вами срок.',
    ],
    help: [
      'Помощь',
      'Как сделать ставку?',
      'Нажмите на коэффициент, чтобы добавить его в купон, введите сумму и нажмите «Создать купон».',
      'Как пополнить счёт?',
      'Откройте в меню раздел «Пополнение» и выберите способ оплаты.',
    ],
  },
  sq: {
    terms: [
      'Kushtet e përdorimit',
      'Këtë faqe mund ta përdorin vetëm personat 18 vjeç e lart. Çdo lojtar mund të ketë vetëm një llogari.',
      'Bastet pranohen me koeficientët e konfirmuar në kupon. Bastet e pranuara me koeficient të gabuar ose pas fillimit të ngjarjes mund të anulohen.',
    ],
    rg: [
      'Lojë e përgjegjshme',
      'Basti është argëtim, jo mënyrë për të fituar para. Vendosni një buxhet dhe një kufi kohor.',
      'Kur loja nuk është më argëtuese, bëni një pushim dhe shkruani ekipit tonë të mbështetjes; mund ta mbyllim llogarinë tuaj për një periudhë që zgjidhni.',
    ],
    help: [
      'Ndihmë',
      'Si vendos një bast?',
      'Prekni një koeficient për ta shtuar në kupon, shkruani shumën dhe shtypni Krijo kuponin.',
      'Si depozitoj?',
      'Hapni Depozitë nga menuja dhe zgjidhni një mënyrë pagese.',
    ],
  },
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The demo pages as rows: every page in every language. */
export function demoPages(): Array<{ id: number; lang: string; title: string; content: string }> {
  return Object.entries(TEXTS).flatMap(([lang, t]) => [
    {
      id: PAGE_IDS.terms,
      lang,
      title: t.terms[0],
      content: `<p>${esc(t.terms[1])}</p><p>${esc(t.terms[2])}</p>`,
    },
    {
      id: PAGE_IDS.responsibleGaming,
      lang,
      title: t.rg[0],
      content: `<p>${esc(t.rg[1])}</p><p>${esc(t.rg[2])}</p>`,
    },
    {
      id: PAGE_IDS.help,
      lang,
      title: t.help[0],
      content: `<h2>${esc(t.help[1])}</h2><p>${esc(t.help[2])}</p><h2>${esc(t.help[3])}</h2><p>${esc(t.help[4])}</p>`,
    },
  ]);
}
