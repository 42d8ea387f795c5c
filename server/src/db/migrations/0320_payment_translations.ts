import type { Kysely } from 'kysely';

/**
 * Payment categories and methods carry their texts in the site's languages: a JSON list of
 * { source, texts } (see shared translatePaymentText), one for each stored text (name, info line,
 * field title or placeholder, info label) that has translations. The demo rows of migration 0145
 * get theirs here, so an Arabic page no longer shows the Turkish names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['payment_categories', 'payment_methods'])
    await db.schema
      .alterTable(table)
      .addColumn('translations', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();

  const d = db as Kysely<Tables>;
  for (const table of ['payment_categories', 'payment_methods'] as const) {
    const rows =
      table === 'payment_categories'
        ? (await d.selectFrom('payment_categories').select(['id', 'name', 'info']).execute()).map((r) => ({
            id: r.id,
            texts: [r.name, r.info],
          }))
        : (
            await d.selectFrom('payment_methods').select(['id', 'name', 'fields', 'info_fields']).execute()
          ).map((r) => ({ id: r.id, texts: [r.name, ...formTexts(r.fields), ...infoLabels(r.info_fields)] }));
    for (const row of rows) {
      const translations = row.texts.flatMap((source) => {
        const texts = DEMO_TEXTS[source];
        return texts ? [{ source, texts: { tr: source, ...texts } }] : [];
      });
      if (translations.length === 0) continue;
      await d
        .updateTable(table)
        .set({ translations: JSON.stringify(translations) })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

interface Tables {
  payment_categories: { id: number; name: string; info: string; translations: string };
  payment_methods: { id: number; name: string; fields: string; info_fields: string; translations: string };
}

const list = (json: string): Array<Record<string, unknown>> => {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as Array<Record<string, unknown>>) : [];
  } catch {
    return [];
  }
};
const strings = (values: unknown[]) => values.filter((v): v is string => typeof v === 'string' && v !== '');
const formTexts = (json: string) => strings(list(json).flatMap((f) => [f['title'], f['placeHolder']]));
const infoLabels = (json: string) => strings(list(json).map((f) => f['label']));

type Texts = Record<
  | 'en'
  | 'aa'
  | 'az'
  | 'cw'
  | 'de'
  | 'el'
  | 'es'
  | 'fa'
  | 'fr'
  | 'iq'
  | 'it'
  | 'kr'
  | 'nl'
  | 'pt'
  | 'ru'
  | 'sq',
  string
>;

/** Each language's own spelling of an international term (IBAN, an IBAN's pattern). */
const same = (text: string, overrides: Partial<Texts> = {}): Texts => ({
  en: text,
  aa: text,
  az: text,
  cw: text,
  de: text,
  el: text,
  es: text,
  fa: text,
  fr: text,
  iq: text,
  it: text,
  kr: text,
  nl: text,
  pt: text,
  ru: text,
  sq: text,
  ...overrides,
});

const BANK_TRANSFER: Texts = {
  en: 'Bank transfer',
  aa: 'تحويل بنكي',
  az: 'Bank köçürməsi',
  cw: 'Transferensia bankario',
  de: 'Banküberweisung',
  el: 'Τραπεζική μεταφορά',
  es: 'Transferencia bancaria',
  fa: 'حواله بانکی',
  fr: 'Virement bancaire',
  iq: 'Veguheztina bankê',
  it: 'Bonifico bancario',
  kr: '은행 송금',
  nl: 'Bankoverschrijving',
  pt: 'Transferência bancária',
  ru: 'Банковский перевод',
  sq: 'Transfertë bankare',
};
const DEMO_CARD: Texts = {
  en: 'Demo card',
  aa: 'بطاقة تجريبية',
  az: 'Demo kartı',
  cw: 'Karchi di demo',
  de: 'Demokarte',
  el: 'Δοκιμαστική κάρτα',
  es: 'Tarjeta de demostración',
  fa: 'کارت آزمایشی',
  fr: 'Carte de démonstration',
  iq: 'Karta demo',
  it: 'Carta demo',
  kr: '데모 카드',
  nl: 'Demokaart',
  pt: 'Cartão de demonstração',
  ru: 'Демо-карта',
  sq: 'Kartë demo',
};
const mapTexts = (texts: Texts, f: (s: string) => string): Texts =>
  Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, f(v)])) as Texts;

/** The demo rows' Turkish texts (as migration 0145 stored them) in the other 16 languages. */
const DEMO_TEXTS: Record<string, Texts> = {
  'Banka Havalesi / EFT': mapTexts(BANK_TRANSFER, (s) => `${s} / EFT`),
  'Talebiniz bayiniz tarafından onaylandığında hesabınıza geçer.': {
    en: 'Your request is credited to your account once your dealer approves it.',
    aa: 'يُضاف طلبك إلى حسابك عندما يوافق عليه الوكيل.',
    az: 'Sorğunuz dileriniz tərəfindən təsdiqləndikdə hesabınıza keçir.',
    cw: 'Bo petishon ta pasa na bo kuenta ora bo dealer aprob’é.',
    de: 'Ihre Anfrage wird Ihrem Konto gutgeschrieben, sobald Ihr Händler sie genehmigt.',
    el: 'Το αίτημά σας πιστώνεται στον λογαριασμό σας μόλις το εγκρίνει ο αντιπρόσωπός σας.',
    es: 'Su solicitud se abona en su cuenta cuando su agente la aprueba.',
    fa: 'درخواست شما پس از تأیید نماینده‌تان به حساب شما واریز می‌شود.',
    fr: 'Votre demande est créditée sur votre compte dès que votre revendeur l’approuve.',
    iq: 'Daxwaza te dema ku bayiyê te wê pejirîne dikeve hesabê te.',
    it: 'La richiesta viene accreditata sul tuo conto quando il tuo agente la approva.',
    kr: '딜러가 승인하면 요청 금액이 계정에 입금됩니다.',
    nl: 'Uw aanvraag wordt op uw rekening bijgeschreven zodra uw dealer deze goedkeurt.',
    pt: 'O seu pedido é creditado na sua conta quando o seu agente o aprovar.',
    ru: 'Заявка зачисляется на ваш счёт после одобрения вашим дилером.',
    sq: 'Kërkesa juaj kalon në llogarinë tuaj kur e miraton agjenti juaj.',
  },
  'Kredi Kartı': {
    en: 'Credit card',
    aa: 'بطاقة ائتمان',
    az: 'Kredit kartı',
    cw: 'Karchi di krédito',
    de: 'Kreditkarte',
    el: 'Πιστωτική κάρτα',
    es: 'Tarjeta de crédito',
    fa: 'کارت اعتباری',
    fr: 'Carte de crédit',
    iq: 'Karta krediyê',
    it: 'Carta di credito',
    kr: '신용카드',
    nl: 'Creditcard',
    pt: 'Cartão de crédito',
    ru: 'Кредитная карта',
    sq: 'Kartë krediti',
  },
  'Ödeme sayfasında kartınızla anında yatırın.': {
    en: 'Deposit instantly with your card on the payment page.',
    aa: 'أودِع فورًا ببطاقتك في صفحة الدفع.',
    az: 'Ödəniş səhifəsində kartınızla dərhal mədaxil edin.',
    cw: 'Deposita mesora ku bo karchi riba e página di pago.',
    de: 'Zahlen Sie auf der Zahlungsseite sofort mit Ihrer Karte ein.',
    el: 'Καταθέστε αμέσως με την κάρτα σας στη σελίδα πληρωμής.',
    es: 'Deposite al instante con su tarjeta en la página de pago.',
    fa: 'در صفحه پرداخت فوراً با کارت خود واریز کنید.',
    fr: 'Déposez instantanément avec votre carte sur la page de paiement.',
    iq: 'Li rûpela dayînê bi karta xwe tavilê pere razêne.',
    it: 'Deposita subito con la tua carta nella pagina di pagamento.',
    kr: '결제 페이지에서 카드로 즉시 입금하세요.',
    nl: 'Stort direct met uw kaart op de betaalpagina.',
    pt: 'Deposite de imediato com o seu cartão na página de pagamento.',
    ru: 'Пополните счёт картой мгновенно на странице оплаты.',
    sq: 'Depozitoni menjëherë me kartën tuaj në faqen e pagesës.',
  },
  'Havale / EFT': {
    en: 'Wire transfer / EFT',
    aa: 'حوالة / EFT',
    az: 'Köçürmə / EFT',
    cw: 'Transferensia / EFT',
    de: 'Überweisung / EFT',
    el: 'Έμβασμα / EFT',
    es: 'Transferencia / EFT',
    fa: 'حواله / EFT',
    fr: 'Virement / EFT',
    iq: 'Veguhastin / EFT',
    it: 'Bonifico / EFT',
    kr: '송금 / EFT',
    nl: 'Overschrijving / EFT',
    pt: 'Transferência / EFT',
    ru: 'Перевод / EFT',
    sq: 'Transfertë / EFT',
  },
  'Demo Kart': DEMO_CARD,
  'Demo Kart 3D': mapTexts(DEMO_CARD, (s) => `${s} 3D`),
  'Banka Havalesi': BANK_TRANSFER,
  Alıcı: {
    en: 'Recipient',
    aa: 'المستفيد',
    az: 'Alan',
    cw: 'Risibidó',
    de: 'Empfänger',
    el: 'Δικαιούχος',
    es: 'Beneficiario',
    fa: 'گیرنده',
    fr: 'Bénéficiaire',
    iq: 'Wergir',
    it: 'Beneficiario',
    kr: '수취인',
    nl: 'Begunstigde',
    pt: 'Beneficiário',
    ru: 'Получатель',
    sq: 'Përfituesi',
  },
  IBAN: same('IBAN', { aa: 'رقم IBAN', fa: 'شماره IBAN' }),
  'Gönderen adı soyadı': {
    en: "Sender's full name",
    aa: 'الاسم الكامل للمرسل',
    az: 'Göndərənin adı və soyadı',
    cw: 'Nòmber kompleto di esun ku ta manda',
    de: 'Vollständiger Name des Absenders',
    el: 'Ονοματεπώνυμο αποστολέα',
    es: 'Nombre completo del remitente',
    fa: 'نام و نام خانوادگی فرستنده',
    fr: 'Nom complet de l’expéditeur',
    iq: 'Nav û paşnavê şandiyar',
    it: 'Nome e cognome del mittente',
    kr: '송금인 성명',
    nl: 'Volledige naam van de afzender',
    pt: 'Nome completo do remetente',
    ru: 'Имя и фамилия отправителя',
    sq: 'Emri i plotë i dërguesit',
  },
  'Havale tarihi': {
    en: 'Transfer date',
    aa: 'تاريخ التحويل',
    az: 'Köçürmə tarixi',
    cw: 'Fecha di transferensia',
    de: 'Überweisungsdatum',
    el: 'Ημερομηνία μεταφοράς',
    es: 'Fecha de la transferencia',
    fa: 'تاریخ حواله',
    fr: 'Date du virement',
    iq: 'Dîroka veguhastinê',
    it: 'Data del bonifico',
    kr: '송금 날짜',
    nl: 'Datum van overschrijving',
    pt: 'Data da transferência',
    ru: 'Дата перевода',
    sq: 'Data e transfertës',
  },
  'gg-aa-yyyy': same('dd-mm-yyyy', {
    aa: 'يوم-شهر-سنة',
    az: 'gg-aa-iiii',
    cw: 'dd-mm-aaaa',
    de: 'TT-MM-JJJJ',
    el: 'ηη-μμ-εεεε',
    es: 'dd-mm-aaaa',
    fa: 'روز-ماه-سال',
    fr: 'jj-mm-aaaa',
    iq: 'rr-mm-ssss',
    it: 'gg-mm-aaaa',
    nl: 'dd-mm-jjjj',
    pt: 'dd-mm-aaaa',
    ru: 'дд-мм-гггг',
    sq: 'dd-mm-vvvv',
  }),
  'Havale saati': {
    en: 'Transfer time',
    aa: 'وقت التحويل',
    az: 'Köçürmə saatı',
    cw: 'Ora di transferensia',
    de: 'Überweisungszeit',
    el: 'Ώρα μεταφοράς',
    es: 'Hora de la transferencia',
    fa: 'ساعت حواله',
    fr: 'Heure du virement',
    iq: 'Demjimêra veguhastinê',
    it: 'Ora del bonifico',
    kr: '송금 시간',
    nl: 'Tijd van overschrijving',
    pt: 'Hora da transferência',
    ru: 'Время перевода',
    sq: 'Ora e transfertës',
  },
  'ss:dd': same('hh:mm', { aa: 'ساعة:دقيقة', fa: 'ساعت:دقیقه', ru: 'чч:мм', el: 'ωω:λλ', de: 'hh:mm' }),
  'Hesap sahibi': {
    en: 'Account holder',
    aa: 'صاحب الحساب',
    az: 'Hesab sahibi',
    cw: 'Doño di kuenta',
    de: 'Kontoinhaber',
    el: 'Δικαιούχος λογαριασμού',
    es: 'Titular de la cuenta',
    fa: 'صاحب حساب',
    fr: 'Titulaire du compte',
    iq: 'Xwediyê hesabê',
    it: 'Intestatario del conto',
    kr: '예금주',
    nl: 'Rekeninghouder',
    pt: 'Titular da conta',
    ru: 'Владелец счёта',
    sq: 'Mbajtësi i llogarisë',
  },
  'TR00 0000 0000 0000 0000 0000 00': same('TR00 0000 0000 0000 0000 0000 00'),
  'Hesap numarası': {
    en: 'Account number',
    aa: 'رقم الحساب',
    az: 'Hesab nömrəsi',
    cw: 'Número di kuenta',
    de: 'Kontonummer',
    el: 'Αριθμός λογαριασμού',
    es: 'Número de cuenta',
    fa: 'شماره حساب',
    fr: 'Numéro de compte',
    iq: 'Hejmara hesabê',
    it: 'Numero di conto',
    kr: '계좌 번호',
    nl: 'Rekeningnummer',
    pt: 'Número da conta',
    ru: 'Номер счёта',
    sq: 'Numri i llogarisë',
  },
};
